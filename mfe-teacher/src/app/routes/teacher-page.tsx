import { TeacherPage } from '../../features/teachers';

/** Exposed as mfe_teacher/TeacherPage. */
export default function TeacherPageRoute() {
  return <TeacherPage />;
}
