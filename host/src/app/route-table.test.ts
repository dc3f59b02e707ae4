import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '@school/shared/testing';
import { dashboardModuleFor } from './route-table';

describe('dashboard choice', () => {
  it('picks the dashboard by role', () => {
    expect(dashboardModuleFor(makeCurrentUser({ isTeacher: true }))).toBe('mfe_teacher/TeacherHome');
    expect(dashboardModuleFor(makeCurrentUser({ isAdmin: true }))).toBe('mfe_teacher/TeacherHome');
    expect(dashboardModuleFor(makeCurrentUser({ hrUserGroupIds: [1] }))).toBe('mfe_company/HrHome');
    expect(dashboardModuleFor(makeCurrentUser())).toBe('mfe_commerce/DashboardPage');
  });
});
