export { TeacherSearchPage } from './components/teacher-search-page';
