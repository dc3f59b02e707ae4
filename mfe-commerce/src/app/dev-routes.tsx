import { Route, Routes } from 'react-router-dom';
import { texts } from '../texts';
import DashboardPage from './routes/dashboard-page';
import PayPage from './routes/pay-page';
import ReferralPage from './routes/referral-page';
import TeacherSearchPage from './routes/teacher-search-page';
import IntroLessonPage from './routes/intro-lesson-page';
import HomePage from './routes/home-page';

/** Links of the standalone dev shell. */
export const devLinks = [{ to: '/lms/dashboard', label: texts.pages.dashboardPage }, { to: '/lms/pay', label: texts.pages.payPage }, { to: '/lms/referral', label: texts.pages.referralPage }, { to: '/lms/teacher-search', label: texts.pages.teacherSearchPage }, { to: '/introductory-lesson', label: texts.pages.introLessonPage }, { to: '/', label: texts.pages.homePage }];

/** The remote's pages at their real paths, for the standalone dev shell. */
export function DevRoutes() {
  return (
    <Routes>
      <Route path="/lms/dashboard" element={<DashboardPage />} />
      <Route path="/lms/pay" element={<PayPage />} />
      <Route path="/lms/referral" element={<ReferralPage />} />
      <Route path="/lms/teacher-search" element={<TeacherSearchPage />} />
      <Route path="/introductory-lesson" element={<IntroLessonPage />} />
      <Route path="/" element={<HomePage />} />
    </Routes>
  );
}
