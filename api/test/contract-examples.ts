import type { reviewProcedures } from '@school/shared/review';
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
  taxCertificate: { body: { year: 2026, payerName: 'Учеников Дмитрий Сергеевич', payerInn: '500100732259', studentName: 'Учеников Дмитрий Сергеевич' } },
  createLead: { body: { name: 'Ирина', phone: '+7 900 123-45-67', contact: 'irina@example.com', ageGroup: 'adult', time: 'evening', source: 'home' } },
  login: { body: { email: 'nobody@demo.school', password: 'not-the-password' } },
  signup: {
    body: {
      firstName: 'Ирина',
      lastName: 'Морозова',
      email: 'irina.new@example.com',
      phone: '+7 900 123-45-67',
      password: 'a-long-password',
      acceptTerms: true,
      promocode: 'SPRING-2026',
      referralCode: 'ABCDEFGH',
      from: '/kids',
    },
  },
  forgotPassword: { body: { email: 'nobody@demo.school' } },
  linkInfo: { body: { token: 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMDEyMzQ1Njc4OQ' } },
  setPassword: { body: { token: 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMDEyMzQ1Njc4OQ', password: 'a-long-password' } },
  confirmEmail: { body: { token: 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMDEyMzQ1Njc4OQ' } },
  resendEmailConfirmation: {},
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
  companyActivityReport: { params: { userGroupId: '1' }, query: { from: '2026-10-01', to: '2026-10-31', tz: 'Europe/Moscow' } },
  teacherPayrollReport: { query: { month: '2026-10', tz: 'Europe/Moscow' } },
  schoolStudentsReport: { query: { from: '2026-10-01', to: '2026-10-31', tz: 'Asia/Yekaterinburg' } },
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
  'payments.create': { type: 'acquiring', transactionTypeId: '40m_kids-8', comment: 'Оплата уроков', userOfferId: 999999, promoCode: 'FIRSTSTEP' },
  'payments.rate': { rating: 5 },
  'payments.listAttention': {},
  'payments.resolveAttention': { orderId: '00000000-0000-4000-8000-000000000000', resolution: 'refund_noted', note: 'Возврат 12345 от 1 декабря' },
  'promoCodes.check': { code: 'FIRSTSTEP' },
  'payments.list': {},
  'promoCodes.list': {},
  'promoCodes.create': {
    code: 'SPRING10',
    discountPercent: 10,
    discountRubles: null,
    planIds: ['50m_v4'],
    transactionTypeIds: [],
    firstPurchaseOnly: true,
    validFrom: '2026-03-01T00:00:00.000Z',
    validUntil: '2026-06-01T00:00:00.000Z',
    maxUses: 100,
    active: true,
    comment: 'Весенняя рассылка',
  },
  'promoCodes.update': {
    id: 1,
    discountPercent: null,
    discountRubles: 500,
    planIds: [],
    transactionTypeIds: ['50m_v4-32'],
    firstPurchaseOnly: false,
    validFrom: null,
    validUntil: null,
    maxUses: null,
    active: false,
    comment: '',
  },
  'analytics.getFunnel': { weeks: 8 },
  'support.getWidgetData': {},
  'dictionary.addWord': { studentId: 999999, word: 'deadline', translation: 'срок сдачи', example: 'The deadline is on Friday.' },
  'dictionary.updateWord': { studentId: 999999, wordId: 999999, word: 'deadline', translation: 'крайний срок', example: '' },
  'dictionary.deleteWord': { studentId: 999999, wordId: 999999 },
  'leads.list': {},
  'mail.list': { page: 1, search: 'demo.school' },
  'mail.get': { id: 1 },
  'admin.people.list': { page: 1, search: 'Иван', role: 'student', status: 'active' },
  'admin.people.get': { id: 9 },
  'admin.people.invite': { firstName: 'Ольга', lastName: 'Павлова', email: 'olga.new@example.com', phone: '+7 900 123-45-67', roles: ['teacher'] },
  'admin.people.update': { id: 9, firstName: 'Иван', lastName: 'Петров', email: 'student@demo.school', phone: '+7 900 123-45-67' },
  'admin.people.setRoles': { id: 9, roles: ['student'] },
  'admin.people.setActive': { id: 9, active: true },
  'admin.people.resendInvitation': { id: 9 },
  'admin.people.revokeInvitation': { id: 9 },
  'admin.teachers.options': {},
  'admin.students.get': { studentId: 9 },
  'admin.students.assignTeacher': { studentId: 9, teacherId: 3 },
  'admin.students.unassignTeacher': { studentId: 9, teacherId: 3 },
  'admin.students.update': { studentId: 9, subscriptionPlanId: '50m_v4', statusId: 'active-student', programId: 1610 },
  'admin.students.adjustBalance': { studentId: 9, formatId: 'skype-50', delta: 4, reason: 'Подарок за отзыв' },
  'admin.groups.list': { page: 1, search: 'Альфа' },
  'admin.groups.get': { groupId: 1 },
  'admin.groups.save': { name: 'Группа B1', companyId: null, subscriptionPlanId: null, studentIds: [9], teacherIds: [3] },
  'admin.groups.adjustBalance': { groupId: 1, formatId: 'group-60', delta: -2, reason: 'Перенос уроков' },
  'admin.companies.list': {},
  'admin.companies.get': { companyId: 1 },
  'admin.companies.inviteHr': { companyId: 1, firstName: 'Елена', lastName: 'Кадрова', email: 'hr.new@example.com' },
  'admin.companies.removeHr': { companyId: 1, personId: 7 },
  'admin.companies.addStudent': { companyId: 1, personId: 9 },
  'admin.companies.removeStudent': { companyId: 1, personId: 9 },
  'leads.convert': { leadId: 1, firstName: 'Ирина', lastName: 'Морозова', email: 'irina.lead@example.com', phone: '+7 900 123-45-67', teacherId: 3 },
  'leads.setStatus': { leadId: 1, status: 'handled', note: 'Перезвонили, записали на урок' },
  'admin.audit.list': { page: 1, personId: 9, kind: 'person.roles' },
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

/** The daily review's calls (`@school/shared/review`, apart from the registry every page carries). */
export const reviewProcedureExamples: Record<keyof typeof reviewProcedures, unknown> = {
  'review.getQueue': { studentId: 999999, timeZone: 'Europe/Moscow' },
  'review.getProgress': { studentId: 999999, timeZone: 'Europe/Moscow' },
  'review.getToday': { studentId: 999999, timeZone: 'Europe/Moscow' },
  'review.getCardKeys': { studentId: 999999 },
  'review.addCards': {
    studentId: 999999,
    cards: [
      { source: 'phrase', key: 'phrase-328', prompt: 'Идёт дождь, возьми зонт.', answer: "It's raining, take an umbrella.", lessonId: 'A1-18' },
      { source: 'word', wordId: 1 },
    ],
  },
  'review.submitReviews': {
    studentId: 999999,
    timeZone: 'Europe/Moscow',
    reviews: [{ id: '6f1c2a8e-3b4d-4e5f-9a0b-1c2d3e4f5a6b', cardId: 1, rating: 3, reviewedAt: '2026-11-25T10:00:00.000Z' }],
  },
  'review.removeCard': { studentId: 999999, cardId: 1 },
  'review.getSettings': { studentId: 999999 },
  'review.updateSettings': { studentId: 999999, newPerDay: 20 },
  'students.getReviewSummary': { studentId: 999999 },
};

export const graphqlExamples: Record<keyof typeof graphqlDocuments, Record<string, unknown>> = {
  teachersLegalOfferStatusChanges: { teacherId: '4' },
  createTeacherLegalOfferStatusChange: { data: { offerId: '999999', teacherId: '4', status: 'accepted' } },
  plannedTeacherReportRate: { studentId: '9', reportFullTypeId: 'skype-50' },
  currentTeacherLegalOffer: {},
  publishTeacherLegalOffer: { content: 'Договор-оферта для преподавателей школы.\nРедакция для проверки.' },
};
