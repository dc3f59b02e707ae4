import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/TeacherPage. */
export default function TeacherPage() {
  return <PlaceholderPage section="mfe_teacher/TeacherPage" title={texts.pages.teacherPage} />;
}
