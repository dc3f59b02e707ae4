import { isStaff, type Viewer } from './viewer';

/** See a company (and its students, groups and group reports): staff, or HR of that company. */
export function canSeeUserGroup(user: Viewer, userGroupId: number): boolean {
  return isStaff(user) || user.hrUserGroupIds.includes(userGroupId);
}

/**
 * HR view of the company pages: an HR user, or any non-staff user who sees exactly one company.
 * HR cannot add companies, does not see the top-up tab, and sees names without links.
 */
export function isHrView(user: Viewer, visibleUserGroupsCount: number): boolean {
  if (isStaff(user)) return false;
  return user.hrUserGroupIds.length > 0 || visibleUserGroupsCount === 1;
}

/** Add a company: staff only (never HR). */
export function canAddCompany(user: Viewer): boolean {
  return isStaff(user);
}

/** Top up a group's balance (the Transactions tab): staff only (never HR). */
export function canTopUpBalance(user: Viewer): boolean {
  return isStaff(user);
}

/** Groups and Group reports tabs: always for non-HR users; for HR only when the company has student groups. */
export function showCompanyGroupTabs(args: { hrView: boolean; studentGroupsCount: number }): boolean {
  return !args.hrView || args.studentGroupsCount > 0;
}

/** Teacher and student names on company pages are links, except in the HR view. */
export function companyNamesAreLinks(hrView: boolean): boolean {
  return !hrView;
}

/** The HR cabinet link in the menu. */
export function canSeeHrCabinet(user: Pick<Viewer, 'hrUserGroupIds' | 'isAdmin' | 'isClientManager'>): boolean {
  return user.hrUserGroupIds.length > 0 || user.isAdmin || user.isClientManager;
}

/** Which companies a user may list: all of them for staff, otherwise those the user is HR of (none for others). */
export function visibleUserGroupScope(user: Pick<Viewer, 'hrUserGroupIds' | 'isAdmin' | 'isClientManager'>): 'all' | readonly number[] {
  return isStaff(user) ? 'all' : user.hrUserGroupIds;
}

/** The top-up history of a company's groups: the same people who may top up. */
export function canSeeTopUps(user: Viewer): boolean {
  return canTopUpBalance(user);
}

/**
 * The user reads a student only as their company's HR (not as staff, a teacher or the student): the
 * school's own notes on the student (sales statuses) are not for them.
 */
export function readsAsHrOnly(user: Viewer, studentId: number): boolean {
  return user.hrUserGroupIds.length > 0 && !user.isAdmin && !user.isClientManager && !user.isTeacher && user.id !== studentId;
}
