export { StudentAddReport, StudentReports } from './components/student-reports';
export { GroupReports } from './components/group-reports';
export { usePrefetchStudentReports } from './api/report-queries';
