import type { Endpoints, ProcedureName } from '../contracts';
import type { coreEndpoints } from '../contracts/core';

/**
 * The registry of calls by area, each area a chunk of its own: a page downloads the schemas of the calls it
 * makes, not those of every call. This module, too, loads with the first call other than the ones any page
 * makes at once (`registry.ts`); the server imports the whole registry (`@school/shared/contracts`).
 */
type CallName = Exclude<keyof Endpoints, keyof typeof coreEndpoints> | ProcedureName;

export const areaLoaders = {
  accounts: () => import('../contracts/accounts').then((m) => ({ ...m.accountEndpoints })),
  'activity-reports': () => import('../contracts/activity-reports').then((m) => ({ ...m.activityReportEndpoints })),
  admin: () => import('../contracts/admin').then((m) => ({ ...m.adminProcedures })),
  catalogue: () => import('../contracts/catalogue').then((m) => ({ ...m.catalogueEndpoints })),
  commerce: () => import('../contracts/commerce').then((m) => ({ ...m.commerceEndpoints, ...m.commerceProcedures })),
  companies: () => import('../contracts/companies').then((m) => ({ ...m.companyEndpoints, ...m.companyProcedures })),
  dashboard: () => import('../contracts/dashboard').then((m) => ({ ...m.dashboardEndpoints, ...m.dashboardProcedures })),
  dictionary: () => import('../contracts/dictionary').then((m) => ({ ...m.dictionaryProcedures })),
  landing: () => import('../contracts/landing').then((m) => ({ ...m.landingEndpoints, ...m.landingProcedures })),
  learning: () => import('../contracts/learning').then((m) => ({ ...m.learningEndpoints, ...m.learningProcedures })),
  lessons: () => import('../contracts/lessons').then((m) => ({ ...m.lessonProcedures })),
  profile: () => import('../contracts/profile').then((m) => ({ ...m.profileEndpoints, ...m.profileProcedures })),
  reports: () => import('../contracts/reports').then((m) => ({ ...m.reportEndpoints, ...m.reportProcedures })),
  students: () => import('../contracts/students').then((m) => ({ ...m.studentEndpoints, ...m.studentProcedures })),
  teachers: () => import('../contracts/teachers').then((m) => ({ ...m.teacherProcedures })),
} satisfies Record<string, () => Promise<Record<string, unknown>>>;

export type RegistryArea = keyof typeof areaLoaders;

/** The calls of each area, as its file in `shared/src/contracts` defines them (`registry-areas.test.ts` keeps the two equal). */
export const areaCalls: Record<RegistryArea, readonly CallName[]> = {
  accounts: ['signup', 'forgotPassword', 'linkInfo', 'setPassword', 'confirmEmail', 'resendEmailConfirmation'],
  'activity-reports': ['companyActivityReport', 'teacherPayrollReport', 'schoolStudentsReport'],
  admin: [
    'mail.list',
    'mail.get',
    'admin.people.list',
    'admin.people.get',
    'admin.people.invite',
    'admin.people.update',
    'admin.people.setRoles',
    'admin.people.setActive',
    'admin.people.resendInvitation',
    'admin.people.revokeInvitation',
    'admin.teachers.options',
    'admin.students.get',
    'admin.students.assignTeacher',
    'admin.students.unassignTeacher',
    'admin.students.update',
    'admin.students.adjustBalance',
    'admin.groups.list',
    'admin.groups.get',
    'admin.groups.save',
    'admin.groups.adjustBalance',
    'admin.companies.list',
    'admin.companies.get',
    'admin.companies.inviteHr',
    'admin.companies.removeHr',
    'admin.companies.addStudent',
    'admin.companies.removeStudent',
    'leads.convert',
    'leads.setStatus',
    'admin.audit.list',
  ],
  catalogue: ['reportFullTypes', 'programs'],
  commerce: ['taxCertificate', 'payments.list', 'promoCodes.check', 'promoCodes.list', 'promoCodes.create', 'promoCodes.update'],
  companies: [
    'userGroups',
    'createUserGroup',
    'userGroup',
    'userGroupStudents',
    'userGroupStudentGroups',
    'userGroupTopUps',
    'topUpStudentGroup',
    'userGroups.getUserGroup',
  ],
  dashboard: ['analyticsEvents', 'analytics.getFunnel', 'support.getWidgetData'],
  dictionary: [
    'students.getUnapprovedWordsCount',
    'students.getWords',
    'students.approveWords',
    'dictionary.addWord',
    'dictionary.updateWord',
    'dictionary.deleteWord',
    'dictionary.addExerciseWords',
  ],
  landing: [
    'createLead',
    'leads.list',
    'levelTest.saveResult',
    'levelTest.getResult',
    'referrals.get',
    'referrals.accept',
    'teachers.createTeacherSearchRequest',
  ],
  learning: [
    'subscriptionPlans',
    'students.getCourseResultsNormalized',
    'students.createCourseResult',
    'students.getProgramStatuses',
    'students.setProgramStatus',
    'students.getOffers',
    'students.getTransactions',
    'users.getVariables',
    'users.updateVariables',
    'payments.create',
    'payments.rate',
    'payments.listAttention',
    'payments.resolveAttention',
  ],
  lessons: [
    'lessons.getMine',
    'lessons.markHomework',
    'lessons.getStudentGroups',
    'lessons.getTeacherAgenda',
    'lessons.getSettings',
    'lessons.updateSettings',
    'lessons.reportTimeZone',
    'calendar.getFeed',
    'calendar.rotateFeed',
    'notifications.getSummary',
    'notifications.list',
    'notifications.markRead',
    'notifications.markAllRead',
  ],
  profile: ['updatePersonalData', 'updateSettings', 'changePassword', 'auth.decrementNotification'],
  reports: [
    'deleteReport',
    'fileUploadLink',
    'students.getReports',
    'students.getReportsForStudent',
    'students.getGroupReports',
    'reports.getStudent',
    'reports.getGroup',
    'reports.createStudentReport',
    'reports.createGroupReport',
    'reports.updateReport',
    'reports.updateGroupReport',
  ],
  students: [
    'createStudentAppointment',
    'updateStudentAppointment',
    'deleteStudentAppointment',
    'createGroupAppointment',
    'updateGroupAppointment',
    'deleteGroupAppointment',
    'studentGroup',
    'students.getStudent',
    'students.getContact',
    'students.updateStudent',
    'students.getNextAppointments',
    'students.getStats',
    'students.getProgramProgress',
    'students.getRecordings',
    'students.getCourses',
    'teachers.newTeacherSearchRequestsCount',
  ],
  teachers: ['teachers.getHome', 'teachers.getTeacher', 'teachers.getTeacherSearchRequests', 'teachers.markTeacherSearchRequestsSeen'],
};

const areaByCall = new Map<string, RegistryArea>(
  Object.entries(areaCalls).flatMap(([area, names]) => names.map((name): [string, RegistryArea] => [name, area as RegistryArea])),
);

/** The area that holds a call, or undefined for a name the registry does not know. */
export function areaOf(name: string): RegistryArea | undefined {
  return areaByCall.get(name);
}
