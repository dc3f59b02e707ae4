import { TeacherHome } from '../../features/teacher-home';

/** Exposed as mfe_teacher/TeacherHome. */
export default function TeacherHomeRoute() {
  return <TeacherHome />;
}
