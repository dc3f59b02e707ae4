export { StudentPage } from './components/student-page';
