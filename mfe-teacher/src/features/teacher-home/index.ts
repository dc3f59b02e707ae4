export { TeacherHome } from './components/teacher-home';
export { TeacherSidebar } from './components/teacher-sidebar';
export { GroupsTable, StudentsTable } from './components/lists';
