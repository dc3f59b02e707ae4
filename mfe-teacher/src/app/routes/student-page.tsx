import { StudentPage } from '../../features/students';

/** Exposed as mfe_teacher/StudentPage. */
export default function StudentPageRoute() {
  return <StudentPage />;
}
