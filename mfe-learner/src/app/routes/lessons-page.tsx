import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_learner/LessonsPage. */
export default function LessonsPage() {
  return <PlaceholderPage section="mfe_learner/LessonsPage" title={texts.pages.lessonsPage} />;
}
