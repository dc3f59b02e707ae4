import { PaymentsPage as Page } from '../../features/payments';

/** Exposed as mfe_commerce/PaymentsPage: «Мои платежи» and the tax-deduction certificate. */
export default function PaymentsPage() {
  return <Page />;
}
