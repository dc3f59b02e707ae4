import { PayPage as Purchase } from '../../features/purchase';

/** Exposed as mfe_commerce/PayPage: /lms/pay. */
export default function PayPage() {
  return <Purchase />;
}
