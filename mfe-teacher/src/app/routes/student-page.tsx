import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/StudentPage. */
export default function StudentPage() {
  return <PlaceholderPage section="mfe_teacher/StudentPage" title={texts.pages.studentPage} />;
}
