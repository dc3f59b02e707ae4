/** Exposed as mfe_teacher/TeacherSidebar. */
export default function TeacherSidebar() {
  return null;
}
