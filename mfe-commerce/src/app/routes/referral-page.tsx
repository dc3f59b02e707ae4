import { ReferralPage as Page } from '../../features/referral';

/** Exposed as mfe_commerce/ReferralPage. */
export default function ReferralPage() {
  return <Page />;
}
