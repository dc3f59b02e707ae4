import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '@school/shared/testing';
import { avatarMenu, mainMenu, showsPurchaseActions, teacherMenu } from './menus';

const base = makeCurrentUser({ roleId: 'student', selfPaying: true });

const paths = (items: { to: string }[]) => items.map((i) => i.to);

describe('menus', () => {
  it('gives students the dictionary and no teacher items', () => {
    expect(paths(mainMenu(base))).toContain('/lms/dictionary');
    expect(teacherMenu(base)).toEqual([]);
    expect(showsPurchaseActions(base)).toBe(true);
  });
  it('gives teachers their items and the search-request badge', () => {
    const teacher = { ...base, roleId: 'teacher' as const, isTeacher: true };
    expect(paths(teacherMenu(teacher))).toEqual(['/lms/dashboard', '/lms/methodology', '/lms/teacher-search-requests', '/lms/teacher-legal-offers-to-accept']);
    expect(teacherMenu(teacher).find((i) => i.badge)?.to).toBe('/lms/teacher-search-requests');
    expect(paths(mainMenu(teacher))).not.toContain('/lms/dictionary');
    expect(showsPurchaseActions(teacher)).toBe(false);
  });
  it('gives learners «Мои уроки», their own page, right after the dashboard', () => {
    const student = { ...base, id: 9 };
    expect(mainMenu(student)[1]).toMatchObject({ to: '/lms/students/9', label: 'Мои уроки' });
    expect(paths(mainMenu({ ...base, roleId: 'teacher', isTeacher: true }))).not.toContain('/lms/students/9');
    expect(paths(mainMenu({ ...base, roleId: 'user', hrUserGroupIds: [3] })).some((p) => p.startsWith('/lms/students/'))).toBe(false);
  });
  it('shows the companies item when the HR cabinet is available', () => {
    expect(paths(mainMenu({ ...base, roleId: 'user', hrUserGroupIds: [3] }))).toContain('/lms/user-groups');
    expect(paths(mainMenu(base))).not.toContain('/lms/user-groups');
  });
  it('ends the avatar menu with logout and gives admins the error reports', () => {
    const admin = { ...base, roleId: 'user' as const, isAdmin: true };
    expect(paths(avatarMenu(admin))).toEqual(['/lms/settings', '/lms/admin/error-reports', '/logout']);
  });
});
