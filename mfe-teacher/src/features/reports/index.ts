export { StudentReports } from './components/student-reports';
export { GroupReports, type GroupReportsProps } from './components/group-reports';
