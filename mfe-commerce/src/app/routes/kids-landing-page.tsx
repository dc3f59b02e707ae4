import { KidsLandingPage as Page } from '../../features/kids-landing';

/** Exposed as mfe_commerce/KidsLandingPage. */
export default function KidsLandingPage() {
  return <Page />;
}
