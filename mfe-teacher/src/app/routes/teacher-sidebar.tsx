import { TeacherSidebar } from '../../features/teacher-home';

/** Exposed as mfe_teacher/TeacherSidebar. */
export default function TeacherSidebarRoute() {
  return <TeacherSidebar />;
}
