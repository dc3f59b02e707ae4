export { TeacherPage } from './components/teacher-page';
