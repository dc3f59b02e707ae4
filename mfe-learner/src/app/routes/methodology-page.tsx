import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_learner/MethodologyPage. */
export default function MethodologyPage() {
  return <PlaceholderPage section="mfe_learner/MethodologyPage" title={texts.pages.methodologyPage} />;
}
