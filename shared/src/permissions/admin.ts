import { isStaff, type Viewer } from './viewer';

/**
 * The back office (`/lms/admin/...`): admins run all of it; client managers run the parts about
 * learners and companies (people, a student's setup, groups, companies, leads) but never grant
 * staff roles, never change staff accounts and never read the audit log or the school's mail.
 * Teachers, students and HR users reach none of it. The server checks every call with these.
 */

/** Every role a person can hold in the school (`PERSON_ROLES` in the schemas lists them in order). */
export type PersonRole = 'student' | 'teacher' | 'selling_teacher' | 'apprentice' | 'client_manager' | 'admin';

/** Roles only admins grant or take away. */
export const STAFF_ROLES: readonly PersonRole[] = ['teacher', 'selling_teacher', 'apprentice', 'client_manager', 'admin'];

export function isStaffRole(role: PersonRole): boolean {
  return STAFF_ROLES.includes(role);
}

type Who = Pick<Viewer, 'id' | 'isAdmin' | 'isClientManager'>;

/** People, a student's setup, groups, companies, leads: admins and client managers. */
export function canUseBackOffice(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>): boolean {
  return isStaff(user);
}

/** The audit log: admins only. */
export function canReadAuditLog(user: Pick<Viewer, 'isAdmin'>): boolean {
  return user.isAdmin;
}

/** The school's outgoing mail (it carries one-time links to anyone's account): admins only. */
export function canReadSchoolMail(user: Pick<Viewer, 'isAdmin'>): boolean {
  return user.isAdmin;
}

/** Grant or take away a staff role: admins only. */
export function canGrantStaffRoles(user: Pick<Viewer, 'isAdmin'>): boolean {
  return user.isAdmin;
}

/** Whether `user` may change a person's roles from `before` to `after`. */
export function canChangeRoles(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>, before: readonly PersonRole[], after: readonly PersonRole[]): boolean {
  if (!canUseBackOffice(user)) return false;
  if (user.isAdmin) return true;
  const changed = [...before.filter((r) => !after.includes(r)), ...after.filter((r) => !before.includes(r))];
  return changed.every((role) => !isStaffRole(role)) && !before.some(isStaffRole);
}

/** Invite a new person in these roles. */
export function canInviteWithRoles(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>, roles: readonly PersonRole[]): boolean {
  return canUseBackOffice(user) && (user.isAdmin || roles.every((role) => !isStaffRole(role)));
}

/**
 * Edit a person's account (contacts, invitation, activity): any person for admins; client managers
 * only people without a staff role.
 */
export function canManagePerson(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>, personRoles: readonly PersonRole[]): boolean {
  if (!canUseBackOffice(user)) return false;
  return user.isAdmin || !personRoles.some(isStaffRole);
}

export type DeactivationRefusal = 'self' | 'last-admin' | 'forbidden';

/**
 * Deactivate a person: never oneself, never the last active admin; staff accounts only by admins.
 * Null when allowed.
 */
export function deactivationRefusal(user: Who, person: { id: number; roles: readonly PersonRole[] }, activeAdmins: number): DeactivationRefusal | null {
  if (!canManagePerson(user, person.roles)) return 'forbidden';
  if (person.id === user.id) return 'self';
  if (person.roles.includes('admin') && activeAdmins <= 1) return 'last-admin';
  return null;
}

/** Taking the admin role away from the last active admin leaves the school without one. */
export function removesLastAdmin(before: readonly PersonRole[], after: readonly PersonRole[], activeAdmins: number, personIsActive: boolean): boolean {
  return personIsActive && before.includes('admin') && !after.includes('admin') && activeAdmins <= 1;
}
