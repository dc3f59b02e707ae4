import type { PersonRole } from '@school/shared/permissions';
import { backOfficeRefusals } from './texts';

/**
 * A person's roles as the back office names them, and the account columns that hold them: `role_id`
 * (student, teacher, apprentice or none), `is_teacher` (teachers and apprentices), and the flags of
 * selling teacher, client manager and admin.
 */
export interface RoleColumns {
  role_id: 'user' | 'studying_user' | 'student' | 'teacher' | 'apprentice';
  is_teacher: boolean;
  is_selling_teacher: boolean;
  is_client_manager: boolean;
  is_admin: boolean;
}

const ROLE_ORDER: readonly PersonRole[] = ['student', 'teacher', 'selling_teacher', 'apprentice', 'client_manager', 'admin'];

export function rolesOf(row: RoleColumns): PersonRole[] {
  const roles = new Set<PersonRole>();
  if (row.role_id === 'student' || row.role_id === 'studying_user') roles.add('student');
  if (row.role_id === 'apprentice') roles.add('apprentice');
  else if (row.is_teacher) roles.add('teacher');
  if (row.is_selling_teacher) roles.add('selling_teacher');
  if (row.is_client_manager) roles.add('client_manager');
  if (row.is_admin) roles.add('admin');
  return ROLE_ORDER.filter((role) => roles.has(role));
}

/** Why a set of roles cannot be held together, or null. */
export function rolesProblem(roles: readonly PersonRole[]): string | null {
  const has = (role: PersonRole) => roles.includes(role);
  if (has('student') && (has('teacher') || has('apprentice'))) return backOfficeRefusals.studentAndTeacher;
  if (has('teacher') && has('apprentice')) return backOfficeRefusals.teacherAndApprentice;
  if (has('selling_teacher') && !has('teacher')) return backOfficeRefusals.sellingNeedsTeacher;
  return null;
}

/** The columns of `roles`; a learner keeps 'studying_user' when that was their kind. */
export function columnsFor(roles: readonly PersonRole[], current?: Pick<RoleColumns, 'role_id'>): RoleColumns {
  const has = (role: PersonRole) => roles.includes(role);
  const role_id: RoleColumns['role_id'] = has('student')
    ? current?.role_id === 'studying_user'
      ? 'studying_user'
      : 'student'
    : has('apprentice')
      ? 'apprentice'
      : has('teacher')
        ? 'teacher'
        : 'user';
  return {
    role_id,
    is_teacher: has('teacher') || has('apprentice'),
    is_selling_teacher: has('selling_teacher'),
    is_client_manager: has('client_manager'),
    is_admin: has('admin'),
  };
}

/** What an invitation calls the role (mail templates). */
export function invitedAs(roles: readonly PersonRole[]): 'student' | 'teacher' | 'apprentice' | 'client_manager' | 'admin' | 'user' {
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('client_manager')) return 'client_manager';
  if (roles.includes('teacher')) return 'teacher';
  if (roles.includes('apprentice')) return 'apprentice';
  if (roles.includes('student')) return 'student';
  return 'user';
}
