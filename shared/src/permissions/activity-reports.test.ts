import { describe, expect, it } from 'vitest';
import { makeViewer } from '../../testing';
import { canReadCompanyActivity, canReadPayroll, canReadSchoolStudentsReport } from './activity-reports';

describe('activity reports: who reads what', () => {
  const admin = makeViewer({ isAdmin: true });
  const manager = makeViewer({ isClientManager: true });
  const hr = makeViewer({ roleId: 'user', hrUserGroupIds: [3] });
  const teacher = makeViewer({ roleId: 'teacher', isTeacher: true });
  const student = makeViewer({ roleId: 'student' });

  it('a company report: staff for any company, HR for their own only', () => {
    expect(canReadCompanyActivity(admin, 3)).toBe(true);
    expect(canReadCompanyActivity(manager, 9)).toBe(true);
    expect(canReadCompanyActivity(hr, 3)).toBe(true);
    expect(canReadCompanyActivity(hr, 4)).toBe(false);
    expect(canReadCompanyActivity(teacher, 3)).toBe(false);
    expect(canReadCompanyActivity(student, 3)).toBe(false);
  });

  it('the payroll sheet: admins only', () => {
    expect([admin, manager, hr, teacher, student].map(canReadPayroll)).toEqual([true, false, false, false, false]);
  });

  it('the school students report: admins and client managers', () => {
    expect([admin, manager, hr, teacher, student].map(canReadSchoolStudentsReport)).toEqual([true, true, false, false, false]);
  });
});
