import type { Viewer } from '../src/permissions/viewer';
import type { CurrentUser } from '../src/schemas';

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

/** The signed-in user of GET /api/auth/session for tests: a plain user with complete personal data, with overrides. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...makeViewer(),
    email: 'user@demo.school',
    firstName: 'Анна',
    lastName: 'Смирнова',
    phone: '+7 900 000-00-00',
    skype: '',
    studentPurchasedCourseIds: [],
    notifications: [],
    subscriptionPlanId: null,
    subscriptionPlan: null,
    signupData: { hostname: '', promocode: null },
    userTags: [],
    paidReportsLeftCounts: [],
    lastStudentStatusId: null,
    amoCRMContactId: null,
    amoCRMLeadId: null,
    isShowHrCabinet: false,
    legalOffersToAccept: 0,
    personalDataMissing: false,
    abTestGroup: 1,
    smalltalkAllowed: true,
    emailConfirmed: true,
    pendingEmail: null,
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

/** student@demo.school as the session answers it: a self-paying learner with six 50-minute lessons left. */
export function makeLearner(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({
    id: 9,
    email: 'student@demo.school',
    roleId: 'student',
    selfPaying: true,
    subscriptionPlanId: '50m_v4',
    paidReportsLeftCounts: [{ id: 'skype-50', name: 'Индивидуальный урок, 50 минут', reportsLeft: 6 }],
    ...overrides,
  });
}

/** teacher@demo.school (id 4) as the session answers it. */
export function makeTeacher(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({ id: 4, email: 'teacher@demo.school', phone: '', roleId: 'teacher', isTeacher: true, ...overrides });
}
