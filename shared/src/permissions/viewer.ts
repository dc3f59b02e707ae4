import type { CurrentUser } from '../schemas';

/** What the permission rules read of the signed-in user. The server builds the same shape from the database. */
export type Viewer = Pick<
  CurrentUser,
  'id' | 'roleId' | 'isAdmin' | 'isClientManager' | 'isTeacher' | 'isSellingTeacher' | 'selfPaying' | 'teachers' | 'userCourses' | 'hrUserGroupIds'
>;

export type Capability = 'any' | 'studying_user' | 'teacher' | 'staff' | 'admin';

/** A learner account: roleId student or studying_user. */
export function isStudentRole(user: Pick<Viewer, 'roleId'>): boolean {
  return user.roleId === 'student' || user.roleId === 'studying_user';
}

export function isApprentice(user: Pick<Viewer, 'roleId'>): boolean {
  return user.roleId === 'apprentice';
}

/** School staff: admins and client managers. */
export function isStaff(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>): boolean {
  return user.isAdmin || user.isClientManager;
}

/**
 * Page wrappers: 'any' (signed in), 'studying_user' (learners), 'teacher' (teachers and apprentices;
 * admins pass too, as school staff), 'staff' (admins and client managers: the back office) and 'admin'.
 */
export function hasCapability(user: Viewer, capability: Capability): boolean {
  switch (capability) {
    case 'any':
      return true;
    case 'studying_user':
      return isStudentRole(user);
    case 'teacher':
      return user.isTeacher || user.isAdmin;
    case 'staff':
      return isStaff(user);
    case 'admin':
      return user.isAdmin;
  }
}
