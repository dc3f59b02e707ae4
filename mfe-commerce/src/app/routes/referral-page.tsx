import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_commerce/ReferralPage. */
export default function ReferralPage() {
  return <PlaceholderPage section="mfe_commerce/ReferralPage" title={texts.pages.referralPage} />;
}
