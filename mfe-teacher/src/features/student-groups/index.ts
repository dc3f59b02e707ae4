export { StudentGroupPage } from './components/student-group-page';
