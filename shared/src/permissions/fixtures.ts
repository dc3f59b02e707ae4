import type { Viewer } from './viewer';

/** Viewers for tests: a plain user with overrides. */
export function makeViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: 1,
    roleId: 'user',
    isAdmin: false,
    isClientManager: false,
    isTeacher: false,
    isSellingTeacher: false,
    selfPaying: false,
    teachers: [],
    userCourses: [],
    hrUserGroupIds: [],
    ...overrides,
  };
}

export const viewers = {
  teacher: makeViewer({ id: 10, roleId: 'teacher', isTeacher: true }),
  otherTeacher: makeViewer({ id: 11, roleId: 'teacher', isTeacher: true }),
  apprentice: makeViewer({ id: 12, roleId: 'apprentice', isTeacher: true }),
  seller: makeViewer({ id: 13, roleId: 'teacher', isTeacher: true, isSellingTeacher: true }),
  admin: makeViewer({ id: 1, isAdmin: true }),
  manager: makeViewer({ id: 2, isClientManager: true }),
  hr: makeViewer({ id: 3, hrUserGroupIds: [7] }),
  student: makeViewer({
    id: 100,
    roleId: 'student',
    selfPaying: true,
    teachers: [{ id: 10, firstName: 'Анна', lastName: 'Смирнова' }],
  }),
  studentTwoTeachers: makeViewer({
    id: 101,
    roleId: 'student',
    teachers: [
      { id: 10, firstName: 'Анна', lastName: 'Смирнова' },
      { id: 11, firstName: 'Олег', lastName: 'Петров' },
    ],
  }),
} as const;
