export { StudentPage, StudentPageError } from './components/student-page';
export { pageErrorKind } from './model/page-error';
export { parseId } from './model/student-tabs';
