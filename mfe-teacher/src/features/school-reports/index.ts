export { PayrollPage } from './components/payroll-page';
export { StudentsReportPage } from './components/students-report-page';
