import { Route, Routes } from 'react-router-dom';
import { texts } from '../texts';
import TeacherHome from './routes/teacher-home';
import StudentPage from './routes/student-page';
import TeacherPage from './routes/teacher-page';
import StudentGroupPage from './routes/student-group-page';
import LegalOffersPage from './routes/legal-offers-page';
import TeacherSearchRequestsPage from './routes/teacher-search-requests-page';
import AdminPage from './routes/admin-page';

/** Links of the standalone dev shell. */
export const devLinks = [{ to: '/lms/dashboard', label: texts.pages.teacherHome }, { to: '/lms/students/9', label: texts.pages.studentPage }, { to: '/lms/teachers/4', label: texts.pages.teacherPage }, { to: '/lms/student-groups/1', label: texts.pages.studentGroupPage }, { to: '/lms/teacher-legal-offers-to-accept', label: texts.pages.legalOffersPage }, { to: '/lms/teacher-search-requests', label: texts.pages.teacherSearchRequestsPage }, { to: '/lms/admin', label: texts.pages.adminPage }];

/** The remote's pages at their real paths, for the standalone dev shell. */
export function DevRoutes() {
  return (
    <Routes>
      <Route path="/lms/dashboard" element={<TeacherHome />} />
      <Route path="/lms/students/:studentId/*" element={<StudentPage />} />
      <Route path="/lms/teachers/:teacherId" element={<TeacherPage />} />
      <Route path="/lms/student-groups/:studentGroupId/*" element={<StudentGroupPage />} />
      <Route path="/lms/teacher-legal-offers-to-accept" element={<LegalOffersPage />} />
      <Route path="/lms/teacher-search-requests" element={<TeacherSearchRequestsPage />} />
      <Route path="/lms/admin/*" element={<AdminPage />} />
    </Routes>
  );
}
