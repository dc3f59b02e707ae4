import type { CurrentUser } from '@school/shared/schemas';
import { canSeeHrCabinet, canSeeMethodology, canSeeOwnLessons, hasCapability, isStaff, isStudentRole } from '@school/shared/permissions';
import { texts } from '../../../texts';

export interface MenuItem {
  to: string;
  label: string;
  /** Match the path exactly. */
  end?: boolean;
  badge?: 'teacherSearchRequests';
}

/**
 * The main menu: what every signed-in user studies or manages. A teacher's «Главная» is their
 * «Мои ученики» of the teacher menu (the same page), so it is not shown twice.
 */
export function mainMenu(user: CurrentUser): MenuItem[] {
  const items: MenuItem[] = user.isTeacher ? [] : [{ to: '/lms/dashboard', label: texts.nav.dashboard, end: true }];
  // A learner's own page: reports, homework, program, recordings, dictionary, courses.
  if (canSeeOwnLessons(user)) items.push({ to: `/lms/students/${user.id}`, label: texts.nav.myLessons });
  // An HR user of a company watches their employees' learning: the library, courses and phrases are not theirs.
  const hrOnly = user.hrUserGroupIds.length > 0 && !isStudentRole(user) && !user.isTeacher && !isStaff(user);
  if (!hrOnly) {
    items.push({ to: '/lms/lessons', label: texts.nav.lessons });
    items.push({ to: '/lms/courses', label: texts.nav.courses });
    items.push({ to: '/lms/phrases', label: texts.nav.phrases });
  }
  if (isStudentRole(user)) items.push({ to: '/lms/dictionary', label: texts.nav.dictionary });
  if (isStudentRole(user)) items.push({ to: '/lms/review', label: texts.nav.review });
  if (canSeeHrCabinet(user)) items.push({ to: '/lms/user-groups', label: texts.nav.companies });
  return items;
}

/** Teacher items (teachers only): their students, the methodology, search requests. */
export function teacherMenu(user: CurrentUser): MenuItem[] {
  if (!user.isTeacher) return [];
  const items: MenuItem[] = [{ to: '/lms/dashboard', label: texts.nav.myStudents, end: true }];
  if (canSeeMethodology(user)) items.push({ to: '/lms/methodology', label: texts.nav.methodology });
  items.push({ to: '/lms/teacher-search-requests', label: texts.nav.teacherSearch, badge: 'teacherSearchRequests' });
  items.push({ to: '/lms/teacher-legal-offers-to-accept', label: texts.nav.legalOffers });
  return items;
}

/** The avatar menu: profile settings, teacher items, admin items, logout. */
export function avatarMenu(user: CurrentUser): MenuItem[] {
  const items: MenuItem[] = [{ to: '/lms/settings', label: texts.nav.settings }];
  items.push(...teacherMenu(user).filter((item) => item.to !== '/lms/dashboard'));
  // Payments needing an admin (a sum the provider reported differently) come first while there are any.
  const attention = user.notifications.find((n) => n.type === 'payments-attention');
  if (hasCapability(user, 'admin') && attention && attention.count > 0) {
    items.push({ to: '/lms/admin/payments', label: texts.nav.paymentsAttention(attention.count) });
  }
  if (hasCapability(user, 'staff')) items.push({ to: '/lms/admin', label: texts.nav.backOffice });
  if (hasCapability(user, 'admin')) items.push({ to: '/lms/admin/error-reports', label: texts.nav.errorReports });
  items.push({ to: '/logout', label: texts.nav.logout });
  return items;
}

/** The 'Купить уроки' button and the gift icon are for learners. */
export function showsPurchaseActions(user: CurrentUser): boolean {
  return !user.isTeacher && !user.isAdmin && !user.isClientManager && user.hrUserGroupIds.length === 0;
}
