import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_commerce/IntroLessonPage. */
export default function IntroLessonPage() {
  return <PlaceholderPage section="mfe_commerce/IntroLessonPage" title={texts.pages.introLessonPage} />;
}
