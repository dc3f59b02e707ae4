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
  it('links the phrase bank for everyone signed in', () => {
    expect(paths(mainMenu(base))).toEqual([
      '/lms/dashboard',
      `/lms/students/${base.id}`,
      '/lms/lessons',
      '/lms/courses',
      '/lms/phrases',
      '/lms/dictionary',
      '/lms/review',
    ]);
    expect(paths(mainMenu({ ...base, roleId: 'teacher', isTeacher: true }))).not.toContain('/lms/review');
    expect(paths(mainMenu({ ...base, roleId: 'teacher', isTeacher: true }))).toEqual(['/lms/lessons', '/lms/courses', '/lms/phrases']);
  });
  it('shows the companies item when the HR cabinet is available, and no lessons, courses or phrases to an HR user', () => {
    const hr = mainMenu({ ...base, roleId: 'user', hrUserGroupIds: [3] });
    expect(paths(hr)).toContain('/lms/user-groups');
    expect(paths(hr)).not.toContain('/lms/lessons');
    expect(paths(hr)).not.toContain('/lms/courses');
    expect(paths(hr)).not.toContain('/lms/phrases');
    expect(paths(mainMenu({ ...base, roleId: 'user', isAdmin: true }))).toContain('/lms/courses');
    expect(paths(mainMenu(base))).not.toContain('/lms/user-groups');
  });
  it('gives learners «Мои уроки», their own page, right after the dashboard', () => {
    const student = { ...base, id: 9 };
    expect(mainMenu(student)[1]).toMatchObject({ to: '/lms/students/9', label: 'Мои уроки' });
    expect(paths(mainMenu({ ...base, roleId: 'teacher', isTeacher: true }))).not.toContain('/lms/students/9');
    expect(paths(mainMenu({ ...base, roleId: 'user', hrUserGroupIds: [3] })).some((p) => p.startsWith('/lms/students/'))).toBe(false);
  });
  it('ends the avatar menu with logout, gives staff the back office and admins the error reports', () => {
    const admin = { ...base, roleId: 'user' as const, isAdmin: true };
    expect(paths(avatarMenu(admin))).toEqual(['/lms/settings', '/lms/admin', '/lms/admin/error-reports', '/logout']);
    const manager = { ...base, roleId: 'user' as const, isClientManager: true };
    expect(paths(avatarMenu(manager))).toEqual(['/lms/settings', '/lms/admin', '/logout']);
    expect(paths(avatarMenu(base))).toEqual(['/lms/settings', '/logout']);
  });
  it('tells admins first when payments need attention, with how many', () => {
    const admin = { ...base, roleId: 'user' as const, isAdmin: true, notifications: [{ id: 7, type: 'payments-attention' as const, count: 2 }] };
    expect(avatarMenu(admin)[1]).toEqual({ to: '/lms/admin/payments', label: 'Платежи требуют внимания: 2' });
  });
});
