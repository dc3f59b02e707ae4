import { describe, expect, it } from 'vitest';
import { columnsFor, invitedAs, rolesOf, rolesProblem } from './roles';

describe('roles of a person (back office: student, teacher, selling teacher, apprentice, client manager, admin)', () => {
  it('reads the roles from the account and writes them back', () => {
    const teacher = { role_id: 'teacher' as const, is_teacher: true, is_selling_teacher: true, is_client_manager: false, is_admin: true };
    expect(rolesOf(teacher)).toEqual(['teacher', 'selling_teacher', 'admin']);
    expect(columnsFor(['teacher', 'selling_teacher', 'admin'])).toEqual(teacher);
    expect(rolesOf({ role_id: 'apprentice', is_teacher: true, is_selling_teacher: false, is_client_manager: false, is_admin: false })).toEqual(['apprentice']);
    expect(rolesOf({ role_id: 'studying_user', is_teacher: false, is_selling_teacher: false, is_client_manager: false, is_admin: false })).toEqual(['student']);
    expect(columnsFor(['student'], { role_id: 'studying_user' }).role_id).toBe('studying_user');
    expect(columnsFor([]).role_id).toBe('user');
  });

  it('refuses roles that cannot go together', () => {
    expect(rolesProblem(['student', 'teacher'])).toMatch(/Ученик не может быть/);
    expect(rolesProblem(['teacher', 'apprentice'])).toMatch(/что-то одно/);
    expect(rolesProblem(['selling_teacher'])).toMatch(/должен быть преподавателем/);
    expect(rolesProblem(['student', 'client_manager'])).toBeNull();
    expect(invitedAs(['teacher', 'admin'])).toBe('admin');
    expect(invitedAs([])).toBe('user');
  });
});
