import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_learner/CoursesPage. */
export default function CoursesPage() {
  return <PlaceholderPage section="mfe_learner/CoursesPage" title={texts.pages.coursesPage} />;
}
