import { StudentGroupPage } from '../../features/student-groups';

/** Exposed as mfe_teacher/StudentGroupPage. */
export default function StudentGroupPageRoute() {
  return <StudentGroupPage />;
}
