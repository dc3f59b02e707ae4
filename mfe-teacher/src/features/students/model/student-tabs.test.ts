import { describe, expect, it } from 'vitest';
import { makeViewer } from '@school/shared/testing';
import { studentPath, studentTabs } from './student-tabs';

const viewers = {
  teacher: makeViewer({ id: 4, roleId: 'teacher', isTeacher: true }),
  admin: makeViewer({ isAdmin: true }),
  manager: makeViewer({ isClientManager: true }),
  student: makeViewer({ id: 9, roleId: 'student' }),
};

describe('teacher-and-company §6: student tabs', () => {
  const visible = (user = viewers.teacher, purchasedCourseIds: string[] = []) =>
    studentTabs(user, { purchasedCourseIds })
      .filter((t) => !t.hidden)
      .map((t) => t.key);
  it('shows stats to teachers and admins, not to managers and students', () => {
    expect(visible(viewers.teacher)).toContain('stats');
    expect(visible(viewers.admin)).toContain('stats');
    expect(visible(viewers.manager)).not.toContain('stats');
    expect(visible(viewers.student)).not.toContain('stats');
  });
  it('shows courses only when the student bought some', () => {
    expect(visible(viewers.teacher, [])).not.toContain('courses');
    expect(visible(viewers.teacher, ['it'])).toContain('courses');
  });
  it('always has profile, program, recordings and dictionary, profile first', () => {
    expect(visible(makeViewer())).toEqual(['profile', 'program', 'recordings', 'dictionary']);
  });
  it('builds paths and reads ids', () => {
    expect(studentPath(9)).toBe('/lms/students/9');
    expect(studentPath(9, 'stats')).toBe('/lms/students/9/stats');
  });
});
