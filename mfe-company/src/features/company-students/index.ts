export { CompanyStudents } from './components/company-students';
