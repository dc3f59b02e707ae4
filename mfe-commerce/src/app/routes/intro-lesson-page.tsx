import { IntroLessonPage as Page } from '../../features/intro-lesson';

/** Exposed as mfe_commerce/IntroLessonPage. */
export default function IntroLessonPage() {
  return <Page />;
}
