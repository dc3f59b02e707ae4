import { describe, expect, it } from 'vitest';
import {
  canChangeRoles,
  canInviteWithRoles,
  canManagePerson,
  canReadAuditLog,
  canReadSchoolMail,
  canUseBackOffice,
  deactivationRefusal,
  removesLastAdmin,
} from './admin';
import { hasCapability } from './viewer';
import { makeViewer } from '../../testing';

const admin = makeViewer({ id: 1, isAdmin: true });
const manager = makeViewer({ id: 2, isClientManager: true });
const teacher = makeViewer({ id: 3, roleId: 'teacher', isTeacher: true });
const student = makeViewer({ id: 4, roleId: 'student' });
const hr = makeViewer({ id: 5, hrUserGroupIds: [1] });

describe('the back office (admins; client managers for people, students, groups, companies and leads)', () => {
  it('is open to admins and client managers only; the audit log and the mail to admins only', () => {
    expect([admin, manager, teacher, student, hr].map(canUseBackOffice)).toEqual([true, true, false, false, false]);
    expect([admin, manager, teacher, student, hr].map(canReadAuditLog)).toEqual([true, false, false, false, false]);
    expect([admin, manager, teacher, student, hr].map(canReadSchoolMail)).toEqual([true, false, false, false, false]);
    expect([admin, manager, teacher, student, hr].map((u) => hasCapability(u, 'staff'))).toEqual([true, true, false, false, false]);
  });

  it('lets only admins grant or take away staff roles', () => {
    expect(canChangeRoles(admin, ['student'], ['teacher'])).toBe(true);
    expect(canChangeRoles(manager, [], ['student'])).toBe(true);
    expect(canChangeRoles(manager, ['student'], ['student', 'teacher'])).toBe(false);
    expect(canChangeRoles(manager, ['teacher'], ['teacher', 'student'])).toBe(false);
    expect(canChangeRoles(teacher, [], ['student'])).toBe(false);
    expect(canInviteWithRoles(manager, ['student'])).toBe(true);
    expect(canInviteWithRoles(manager, ['client_manager'])).toBe(false);
    expect(canInviteWithRoles(admin, ['admin'])).toBe(true);
    expect(canManagePerson(manager, ['teacher'])).toBe(false);
    expect(canManagePerson(manager, [])).toBe(true);
  });

  it('never deactivates oneself or the last admin; staff accounts only by admins', () => {
    expect(deactivationRefusal(admin, { id: 1, roles: ['admin'] }, 2)).toBe('self');
    expect(deactivationRefusal(admin, { id: 9, roles: ['admin'] }, 1)).toBe('last-admin');
    expect(deactivationRefusal(admin, { id: 9, roles: ['admin'] }, 2)).toBeNull();
    expect(deactivationRefusal(manager, { id: 9, roles: ['teacher'] }, 2)).toBe('forbidden');
    expect(deactivationRefusal(manager, { id: 9, roles: ['student'] }, 2)).toBeNull();
    expect(deactivationRefusal(teacher, { id: 9, roles: ['student'] }, 2)).toBe('forbidden');
    expect(removesLastAdmin(['admin'], [], 1, true)).toBe(true);
    expect(removesLastAdmin(['admin'], [], 2, true)).toBe(false);
  });
});
