import { isApprentice, isStaff, type Viewer } from './viewer';

/**
 * Buy lessons for oneself: learners only. Teachers (apprentices too), admins, client managers and HR
 * users of a company do not buy lessons for themselves.
 */
export function canBuyLessons(user: Pick<Viewer, 'roleId' | 'isAdmin' | 'isClientManager' | 'isTeacher' | 'hrUserGroupIds'>): boolean {
  return !user.isTeacher && !isApprentice(user) && !isStaff(user) && user.hrUserGroupIds.length === 0;
}

/** See and resolve payments that need attention (a wrong sum from the provider): admins. */
export function canResolvePayments(user: Pick<Viewer, 'isAdmin'>): boolean {
  return user.isAdmin;
}

/** Manage promo codes (create, change, switch off, see their uses): admins. */
export function canManagePromoCodes(user: Pick<Viewer, 'isAdmin'>): boolean {
  return user.isAdmin;
}
