import { definePages } from '@school/shared/pages';

/**
 * Every page of mfe-commerce, declared once. The webpack `exposes`, the dev shell routes and the
 * pages.json the host routes by are derived from this list; `file` is in src/app/routes/.
 * Edit this file (and only this file) to add, move or remove a page; then ship this remote alone.
 */
export const pageList = definePages(
  'mfe_commerce',
  [
    { path: '/', module: 'HomePage', file: 'home-page.tsx', access: 'public', title: 'Онлайн-школа английского для взрослых, подростков и детей' },
    { path: '/kids', module: 'KidsLandingPage', file: 'kids-landing-page.tsx', access: 'public', title: 'Английский для детей 5–10 лет' },
    { path: '/test/questions', module: 'LevelTestPage', file: 'level-test-page.tsx', access: 'public', title: 'Тест на уровень английского' },
    { path: '/introductory-lesson', module: 'IntroLessonPage', file: 'intro-lesson-page.tsx', access: 'public', title: 'Бесплатный вводный урок' },
    { path: '/lms/pay', module: 'PayPage', file: 'pay-page.tsx', access: 'any', title: 'Покупка уроков' },
    { path: '/lms/payments', module: 'PaymentsPage', file: 'payments-page.tsx', access: 'any', title: 'Мои платежи' },
    { path: '/lms/referral', module: 'ReferralPage', file: 'referral-page.tsx', access: 'any', title: 'Пригласить друга' },
    { path: '/lms/teacher-search', module: 'TeacherSearchPage', file: 'teacher-search-page.tsx', access: 'studying_user', title: 'Подбор преподавателя' },
  ],
  [
    { module: 'DashboardPage', file: 'dashboard-page.tsx', devPath: '/lms/dashboard' },
    { module: 'PaymentStatusPopup', file: 'payment-status-popup.tsx' },
    { module: 'CourseOffer', file: 'course-offer.tsx' },
  ],
);
