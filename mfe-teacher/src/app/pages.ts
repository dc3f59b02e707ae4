import { definePages } from '@school/shared/pages';

/**
 * Every page of mfe-teacher, declared once. The webpack `exposes`, the dev shell routes and the
 * pages.json the host routes by are derived from this list; `file` is in src/app/routes/.
 * Edit this file (and only this file) to add, move or remove a page; then ship this remote alone.
 */
export const pageList = definePages(
  'mfe_teacher',
  [
    { path: '/lms/students/:studentId/*', module: 'StudentPage', file: 'student-page.tsx', access: 'any', title: 'Страница ученика' },
    { path: '/lms/teachers/:teacherId', module: 'TeacherPage', file: 'teacher-page.tsx', access: 'any', title: 'Страница преподавателя' },
    { path: '/lms/student-groups/:studentGroupId/*', module: 'StudentGroupPage', file: 'student-group-page.tsx', access: 'any', title: 'Страница группы' },
    { path: '/lms/teacher-legal-offers-to-accept', module: 'LegalOffersPage', file: 'legal-offers-page.tsx', access: 'teacher', title: 'Оферта преподавателя' },
    {
      path: '/lms/teacher-search-requests',
      module: 'TeacherSearchRequestsPage',
      file: 'teacher-search-requests-page.tsx',
      access: 'teacher',
      title: 'Заявки на подбор преподавателя',
    },
    { path: '/lms/admin/*', module: 'AdminPage', file: 'admin-page.tsx', access: 'staff', title: 'Администрирование' },
    { path: '/lms/notifications', module: 'NotificationsPage', file: 'notifications-page.tsx', access: 'any', title: 'Уведомления' },
  ],
  [
    { module: 'TeacherHome', file: 'teacher-home.tsx', devPath: '/lms/dashboard' },
    { module: 'TeacherSidebar', file: 'teacher-sidebar.tsx' },
    { module: 'GroupReports', file: 'group-reports.tsx' },
    { module: 'NotificationPanel', file: 'notification-panel.tsx' },
    { module: 'LessonSettings', file: 'lesson-settings.tsx' },
  ],
);
