import type { Endpoints, ProcedureName } from '@school/shared/contracts';
import type { graphqlDocuments } from '@school/shared/contracts';

/**
 * One valid input of every call of the API, for the test that walks every contract with bad input
 * (api/src/http/bad-input.test.ts). A new endpoint, procedure or GraphQL document adds its example
 * here; the test fails naming any call without one, and checks each example against its schema.
 * Examples use the small demo school; they need not succeed (an unknown id is fine), only be valid.
 */

/**
 * Places holding free-form JSON the apps keep for themselves: any number is data there, so only
 * text and size are checked (the walk sends no 2^31 or 1e300 into them).
 */
export const freeFormJsonPlaces = ['body.context', 'variables.*.value'];

export interface EndpointExample {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

const reportData = {
  fields: { '1': 'Past Simple', '2': 'Рассказывали о выходных' },
  date: '2026-01-10T09:30:00.000Z',
  fullTypeId: 'skype-50',
  homeworkGroups: [
    {
      index: 0,
      header: 'Домашнее задание',
      body: 'До пятницы',
      items: [{ index: 0, header: 'Написать 5 предложений', body: 'В прошедшем времени' }],
    },
  ],
  videoFileName: 'e0b6d2a8-3c1f-4a52-9d8e-1f2a3b4c5d6e.mp4',
  status: 'default',
};
const { fullTypeId: _fullTypeId, ...reportUpdateData } = reportData;

export const endpointExamples: Record<keyof Endpoints, EndpointExample> = {
  health: {},
  createLead: { body: { name: 'Ирина', phone: '+7 900 123-45-67', contact: 'irina@example.com', ageGroup: 'adult', time: 'evening', source: 'home' } },
  login: { body: { email: 'nobody@demo.school', password: 'not-the-password' } },
  logout: {},
  session: {},
  demoAccounts: {},
  updatePersonalData: { body: { firstName: 'Ирина', lastName: 'Морозова', phone: '+7 900 123-45-67' } },
  updateSettings: {
    body: {
      firstName: 'Ирина',
      lastName: 'Морозова',
      phone: '+7 900 123-45-67',
      email: 'teacher@demo.school',
      skype: 'irina.teacher',
      currentPassword: 'demo',
    },
  },
  changePassword: { body: { currentPassword: 'not-the-password', newPassword: 'a-new-password' } },
  config: {},
  reportFullTypes: {},
  programs: {},
  reportError: { body: { message: 'Не удалось загрузить раздел', status: 500, context: { feature: 'reports', attempt: 1 }, url: '/lms/students/9' } },
  errorReports: {},

  createStudentAppointment: { params: { studentId: '9' }, body: { date: '2030-01-10T09:30:00+03:00' } },
  updateStudentAppointment: { params: { studentId: '9', id: '999999' }, body: { date: '2030-01-10T09:30:00+03:00' } },
  deleteStudentAppointment: { params: { studentId: '9', id: '999999' } },
  createGroupAppointment: { params: { studentGroupId: '1' }, body: { date: '2030-01-10T09:30:00+03:00' } },
  updateGroupAppointment: { params: { studentGroupId: '1', id: '999999' }, body: { date: '2030-01-10T09:30:00+03:00' } },
  deleteGroupAppointment: { params: { studentGroupId: '1', id: '999999' } },
  studentGroup: { params: { studentGroupId: '1' } },

  deleteReport: { params: { id: '999999' } },
  fileUploadLink: { query: { contentType: 'video/mp4', fileExtension: 'mp4', fileSize: '1000' } },

  userGroups: {},
  createUserGroup: { body: { name: 'Бета Консалтинг' } },
  userGroup: { params: { userGroupId: '1' } },
  userGroupStudents: { params: { userGroupId: '1' } },
  userGroupStudentGroups: { params: { userGroupId: '1' } },
  userGroupTopUps: { params: { userGroupId: '1' } },
  topUpStudentGroup: { params: { studentGroupId: '999999' }, body: { reportFullTypeId: 'group-60', amount: 4 } },

  subscriptionPlans: { query: { subscriptionPlanIds: ['50m_v4', '40m_kids'] } },
  analyticsEvents: { body: { events: [{ type: 'click', target: 'dashboard.free-lesson', path: '/lms/dashboard' }] } },
};

export const procedureExamples: Record<ProcedureName, unknown> = {
  'auth.decrementNotification': { notificationId: 999999 },

  'students.getStudent': { studentId: 9 },
  'students.getContact': { studentId: 9 },
  'students.updateStudent': {
    studentId: 999999,
    bio: 'Готовится к собеседованию.\nЛюбит путешествия.',
    preferredLessonsTime: 'Будни, вечер',
    programId: 1775,
    subscriptionPlanId: '50m_v4',
    linguoPortrait: { goal: 'Переезд' },
    activatedAt: '2026-01-10T09:30:00.000Z',
  },
  'students.getNextAppointments': { studentId: 9 },
  'students.getUnapprovedWordsCount': { studentId: 9, userId: 9 },
  'students.getWords': { studentId: 9 },
  'students.approveWords': { studentId: 999999, wordIds: [1, 2], approved: true },
  'students.getStats': { studentId: 9 },
  'students.getProgramProgress': { studentId: 9 },
  'students.getRecordings': { studentId: 9 },
  'students.getCourses': { studentId: 9 },
  'teachers.newTeacherSearchRequestsCount': {},

  'teachers.getHome': {},
  'teachers.getTeacher': { teacherId: 4 },
  'teachers.getTeacherSearchRequests': {},
  'teachers.markTeacherSearchRequestsSeen': { ids: [999999] },

  'students.getReports': { studentId: 9, page: 1, pageSize: 10, fullTypeId: 'skype-50' },
  'students.getReportsForStudent': { studentId: 9, page: 1, pageSize: 10, fullTypeId: 'skype-50' },
  'students.getGroupReports': { studentGroupId: 1, page: 1, pageSize: 10, fullTypeId: 'group-60' },
  'reports.getStudent': { studentId: 9 },
  'reports.getGroup': { studentGroupId: 1 },
  'reports.createStudentReport': { studentId: 999999, data: reportData },
  'reports.createGroupReport': { studentGroupId: 999999, students: [{ studentId: 9, status: 'present' }], data: { ...reportData, fullTypeId: 'group-60' } },
  'reports.updateReport': { reportId: 999999, studentId: 9, data: reportUpdateData },
  'reports.updateGroupReport': { reportId: 999999, students: [{ studentId: 9, status: 'absent' }], data: reportUpdateData },

  'userGroups.getUserGroup': { userGroupId: 1 },

  'students.getCourseResultsNormalized': { courseId: 'it', studentId: 10 },
  'students.createCourseResult': { studentId: 999999, courseId: 'it', fieldName: 'u1-l1-s1', fieldValue: { progress: 1 } },
  'students.getProgramStatuses': { studentId: 9 },
  'students.setProgramStatus': { studentId: 999999, topicId: '3f1c2a4e-8b7d-4c5e-9a1b-2d3e4f5a6b7c', status: 1 },
  'students.getOffers': { studentId: 9 },
  'students.getTransactions': { studentId: 9 },
  'users.getVariables': {},
  'users.updateVariables': {
    variables: [
      {
        key: 'mainWizard',
        value: [
          {
            id: 'reason',
            type: 'multiple choice',
            title: 'Зачем вам английский?',
            subtitle: 'Можно выбрать несколько вариантов',
            question: 'Для чего вы хотите выучить английский?',
            options: [{ id: 'career', phrase: 'Для работы и карьеры' }],
            answers: { career: true },
          },
        ],
      },
    ],
  },
  'payments.create': { type: 'acquiring', transactionTypeId: '40m_kids-8', comment: 'Оплата уроков', userOfferId: 999999 },
  'payments.rate': { rating: 5 },
  'analytics.getFunnel': { weeks: 8 },
  'support.getWidgetData': {},
  'dictionary.addWord': { studentId: 999999, word: 'deadline', translation: 'срок сдачи', example: 'The deadline is on Friday.' },
  'dictionary.updateWord': { studentId: 999999, wordId: 999999, word: 'deadline', translation: 'крайний срок', example: '' },
  'dictionary.deleteWord': { studentId: 999999, wordId: 999999 },
  'leads.list': {},
  'levelTest.saveResult': { answers: { 'a1-1': 0 } },
  'levelTest.getResult': { studentId: 999999 },
  'referrals.get': { studentId: 999999 },
  'referrals.accept': { code: 'ABCDEFGH' },
  'teachers.createTeacherSearchRequest': {
    goals: ['work'],
    level: 'B1',
    times: ['evening'],
    lessonsPerWeek: '2',
    teacherGender: 'any',
    preferences: ['business'],
    comment: 'Хочу говорить на встречах',
  },
  'dictionary.addExerciseWords': { studentId: 999999, lessonId: 'A1-1', words: [{ word: 'hello', translation: 'привет', example: '' }] },
  'lessons.getMine': {},
  'lessons.markHomework': { reportId: 999999, header: 'Написать 5 предложений', done: true },
  'lessons.getStudentGroups': { studentId: 9 },
  'lessons.getTeacherAgenda': { from: '2026-01-10T00:00:00.000+03:00', to: '2026-01-17T00:00:00.000+03:00' },
  'lessons.getSettings': {},
  'lessons.updateSettings': { remind24h: true, remind1h: false },
  'lessons.reportTimeZone': { timeZone: 'Asia/Yekaterinburg' },
  'calendar.getFeed': {},
  'calendar.rotateFeed': {},
  'notifications.getSummary': {},
  'notifications.list': { page: 1, pageSize: 20, unreadOnly: false },
  'notifications.markRead': { ids: [999999] },
  'notifications.markAllRead': {},
};

export const graphqlExamples: Record<keyof typeof graphqlDocuments, Record<string, unknown>> = {
  teachersLegalOfferStatusChanges: { teacherId: '4' },
  createTeacherLegalOfferStatusChange: { data: { offerId: '999999', teacherId: '4', status: 'accepted' } },
  plannedTeacherReportRate: { studentId: '9', reportFullTypeId: 'skype-50' },
  currentTeacherLegalOffer: {},
  publishTeacherLegalOffer: { content: 'Договор-оферта для преподавателей школы.\nРедакция для проверки.' },
};
