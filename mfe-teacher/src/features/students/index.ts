export { PageError } from './components/page-error';
export { StudentPage } from './components/student-page';
export { parseId } from './model/student-tabs';
