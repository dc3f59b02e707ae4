import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/TeacherHome. */
export default function TeacherHome() {
  return <PlaceholderPage section="mfe_teacher/TeacherHome" title={texts.pages.teacherHome} />;
}
