import type { Capability } from '@school/shared/permissions';
import type { CurrentUser } from '@school/shared/schemas';

/** Who may open a route: visitors too ('public') or signed-in users with a capability. */
export type Access = 'public' | Capability;

export interface RemoteRoute {
  path: string;
  /** The exposed module of the remote that owns the route: '{remote}/{module}'. */
  module: string;
  access: Access;
}

/**
 * The route table of both specs: every route and the remote that owns it.
 * Routes of the host itself (sign-in, profile, errors) are in routes.tsx.
 */
export const remoteRoutes: RemoteRoute[] = [
  // Public pages.
  { path: '/', module: 'mfe_commerce/HomePage', access: 'public' },
  { path: '/introductory-lesson', module: 'mfe_commerce/IntroLessonPage', access: 'public' },
  { path: '/test/questions', module: 'mfe_learner/LevelTestPage', access: 'public' },
  { path: '/programs', module: 'mfe_learner/ProgramsPage', access: 'public' },
  // Teacher workflow.
  { path: '/lms/students/:studentId/*', module: 'mfe_teacher/StudentPage', access: 'any' },
  { path: '/lms/teachers/:teacherId', module: 'mfe_teacher/TeacherPage', access: 'any' },
  { path: '/lms/student-groups/:studentGroupId/*', module: 'mfe_teacher/StudentGroupPage', access: 'any' },
  { path: '/lms/teacher-legal-offers-to-accept', module: 'mfe_teacher/LegalOffersPage', access: 'teacher' },
  { path: '/lms/teacher-search-requests', module: 'mfe_teacher/TeacherSearchRequestsPage', access: 'teacher' },
  { path: '/lms/admin/*', module: 'mfe_teacher/AdminPage', access: 'admin' },
  // Companies.
  { path: '/lms/user-groups', module: 'mfe_company/UserGroupsPage', access: 'any' },
  { path: '/lms/user-groups/:userGroupId/*', module: 'mfe_company/UserGroupsPage', access: 'any' },
  // Commerce.
  { path: '/lms/pay', module: 'mfe_commerce/PayPage', access: 'any' },
  { path: '/lms/referral', module: 'mfe_commerce/ReferralPage', access: 'any' },
  { path: '/lms/teacher-search', module: 'mfe_commerce/TeacherSearchPage', access: 'studying_user' },
  // Learning content.
  { path: '/lms/lessons/*', module: 'mfe_learner/LessonsPage', access: 'any' },
  { path: '/lms/texts/*', module: 'mfe_learner/LessonsPage', access: 'any' },
  { path: '/lms/courses/*', module: 'mfe_learner/CoursesPage', access: 'any' },
  { path: '/lms/dictionary/*', module: 'mfe_learner/DictionaryPage', access: 'studying_user' },
  { path: '/lms/search', module: 'mfe_learner/SearchPage', access: 'any' },
  { path: '/lms/methodology/*', module: 'mfe_learner/MethodologyPage', access: 'teacher' },
];

/** The dashboard differs by role: teachers and staff get the teacher home, HR the company home, learners theirs. */
export function dashboardModuleFor(user: CurrentUser): string {
  if (user.isTeacher || user.isAdmin || user.isClientManager) return 'mfe_teacher/TeacherHome';
  if (user.hrUserGroupIds.length > 0) return 'mfe_company/HrHome';
  return 'mfe_commerce/DashboardPage';
}
