import { PlaceholderPage } from '@school/shared/ui';
import { PaymentStatusPopup } from '../../features/payment-status';
import { texts } from '../../texts';

/** Exposed as mfe_commerce/DashboardPage. The payment popups show here whatever else the page holds yet. */
export default function DashboardPage() {
  return (
    <>
      <PlaceholderPage section="mfe_commerce/DashboardPage" title={texts.pages.dashboardPage} />
      <PaymentStatusPopup />
    </>
  );
}
