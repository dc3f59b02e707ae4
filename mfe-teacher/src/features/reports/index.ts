export { StudentReports, type StudentReportsProps } from './components/student-reports';
export { GroupReports, type GroupReportsProps } from './components/group-reports';
