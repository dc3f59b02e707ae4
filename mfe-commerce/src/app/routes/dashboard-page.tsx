import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_commerce/DashboardPage. */
export default function DashboardPage() {
  return <PlaceholderPage section="mfe_commerce/DashboardPage" title={texts.pages.dashboardPage} />;
}
