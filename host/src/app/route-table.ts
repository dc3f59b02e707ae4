import type { CurrentUser } from '@school/shared/schemas';

/**
 * The host routes only its own pages (routes.tsx). Every other page comes from the page list a
 * remote publishes with its build (pages.json, merged by the server into the remotes manifest),
 * so a remote adds, moves or removes a page by shipping itself alone.
 * What the host still decides: which remote's home a signed-in user sees as the dashboard.
 */
export function dashboardModuleFor(user: CurrentUser): string {
  if (user.isTeacher || user.isAdmin || user.isClientManager) return 'mfe_teacher/TeacherHome';
  if (user.hrUserGroupIds.length > 0) return 'mfe_company/HrHome';
  return 'mfe_commerce/DashboardPage';
}
