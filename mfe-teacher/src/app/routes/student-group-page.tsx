import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/StudentGroupPage. */
export default function StudentGroupPage() {
  return <PlaceholderPage section="mfe_teacher/StudentGroupPage" title={texts.pages.studentGroupPage} />;
}
