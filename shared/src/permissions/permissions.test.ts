import { describe, expect, it } from 'vitest';
import { makeViewer, viewers } from '../../testing';
import {
  canAccessLegalOffers,
  canActivateStudent,
  canAddCompany,
  canAddReport,
  canDeleteReport,
  canEditReport,
  canEditStudentProfile,
  canFilterReportsByType,
  canOpenProgramsLink,
  canPublishLegalOffer,
  canRecordCourseProgress,
  canScheduleGroupLesson,
  canScheduleNextLesson,
  canSeeHrCabinet,
  canSeeJournalLink,
  canSeeMaterial,
  canSeeMethodology,
  canSeePaidLessonsCard,
  canSeePresentStudents,
  canSeeRate,
  canSeeStatsTab,
  canSeeUserGroup,
  canTopUpBalance,
  canViewStudent,
  companyNamesAreLinks,
  hasCapability,
  hasCourseAccess,
  isHrView,
  isStudentEditingHidden,
  presentStudentsAreLinks,
  REPORT_DELETE_WINDOW_MS,
  reportsQueryFor,
  showCompanyGroupTabs,
  showCoursesTab,
  showFreeLessonButton,
} from './index';

const { teacher, otherTeacher, apprentice, seller, admin, manager, hr, student, studentTwoTeachers } = viewers;
const now = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('page capabilities', () => {
  it('any signed-in user passes "any"', () => {
    for (const user of Object.values(viewers)) expect(hasCapability(user, 'any')).toBe(true);
  });
  it('studying_user is for learners only', () => {
    expect(hasCapability(student, 'studying_user')).toBe(true);
    expect(hasCapability(makeViewer({ roleId: 'studying_user' }), 'studying_user')).toBe(true);
    expect(hasCapability(teacher, 'studying_user')).toBe(false);
    expect(hasCapability(hr, 'studying_user')).toBe(false);
  });
  it('teacher pages take teachers, apprentices and admins', () => {
    expect(hasCapability(teacher, 'teacher')).toBe(true);
    expect(hasCapability(apprentice, 'teacher')).toBe(true);
    expect(hasCapability(admin, 'teacher')).toBe(true);
    expect(hasCapability(student, 'teacher')).toBe(false);
    expect(hasCapability(manager, 'teacher')).toBe(false);
  });
  it('admin pages take admins only', () => {
    expect(hasCapability(admin, 'admin')).toBe(true);
    expect(hasCapability(manager, 'admin')).toBe(false);
    expect(hasCapability(teacher, 'admin')).toBe(false);
  });
});

describe('edit a report', () => {
  const report = { teacherId: teacher.id };
  it("allows the report's teacher, an admin and a client manager", () => {
    expect(canEditReport({ user: teacher, report })).toBe(true);
    expect(canEditReport({ user: admin, report })).toBe(true);
    expect(canEditReport({ user: manager, report })).toBe(true);
  });
  it('refuses another teacher, a student and HR', () => {
    expect(canEditReport({ user: otherTeacher, report })).toBe(false);
    expect(canEditReport({ user: student, report })).toBe(false);
    expect(canEditReport({ user: hr, report })).toBe(false);
  });
  it('needs an edit handler', () => {
    expect(canEditReport({ user: admin, report, hasEditHandler: false })).toBe(false);
  });
});

describe('delete a report', () => {
  const fresh = { teacherId: teacher.id, createdAt: ago(60_000), receiptId: null, paidByTransactionId: null };
  it('lets the own teacher delete within 24 hours', () => {
    expect(canDeleteReport({ user: teacher, report: fresh, now })).toBe(true);
    expect(canDeleteReport({ user: teacher, report: { ...fresh, createdAt: ago(REPORT_DELETE_WINDOW_MS - 1) }, now })).toBe(true);
  });
  it('refuses the own teacher at and after 24 hours', () => {
    expect(canDeleteReport({ user: teacher, report: { ...fresh, createdAt: ago(REPORT_DELETE_WINDOW_MS) }, now })).toBe(false);
    expect(canDeleteReport({ user: teacher, report: { ...fresh, createdAt: ago(3 * REPORT_DELETE_WINDOW_MS) }, now })).toBe(false);
  });
  it('lets an admin delete an old unpaid report', () => {
    expect(canDeleteReport({ user: admin, report: { ...fresh, createdAt: ago(10 * REPORT_DELETE_WINDOW_MS) }, now })).toBe(true);
  });
  it('refuses everybody when the report has a receipt or a paying transaction', () => {
    expect(canDeleteReport({ user: admin, report: { ...fresh, receiptId: 5 }, now })).toBe(false);
    expect(canDeleteReport({ user: teacher, report: { ...fresh, paidByTransactionId: 9 }, now })).toBe(false);
  });
  it('refuses another teacher and a client manager', () => {
    expect(canDeleteReport({ user: otherTeacher, report: fresh, now })).toBe(false);
    expect(canDeleteReport({ user: manager, report: fresh, now })).toBe(false);
  });
});

describe('rate, present students, journal link', () => {
  it('shows the pay rate to admins only', () => {
    expect(canSeeRate(admin)).toBe(true);
    for (const user of [teacher, manager, hr, student]) expect(canSeeRate(user)).toBe(false);
  });
  it('shows present students to non-students', () => {
    expect(canSeePresentStudents(teacher)).toBe(true);
    expect(canSeePresentStudents(hr)).toBe(true);
    expect(canSeePresentStudents(student)).toBe(false);
  });
  it('links present students unless the user has only one teacher or views as HR', () => {
    expect(presentStudentsAreLinks(teacher)).toBe(true);
    expect(presentStudentsAreLinks(student)).toBe(false);
    expect(presentStudentsAreLinks(studentTwoTeachers)).toBe(true);
    expect(presentStudentsAreLinks(manager, { hrView: true })).toBe(false);
  });
  it('shows the journal link to client managers', () => {
    expect(canSeeJournalLink(manager)).toBe(true);
    expect(canSeeJournalLink(admin)).toBe(false);
    expect(canSeeJournalLink(teacher)).toBe(false);
  });
  it('loads reports through the teacher endpoint for teachers only', () => {
    expect(reportsQueryFor(teacher)).toBe('students.getReports');
    expect(reportsQueryFor(admin)).toBe('students.getReportsForStudent');
    expect(reportsQueryFor(student)).toBe('students.getReportsForStudent');
  });
  it('offers the lesson-type filter only with more than one teacher', () => {
    expect(canFilterReportsByType(student)).toBe(false);
    expect(canFilterReportsByType(studentTwoTeachers)).toBe(true);
  });
});

describe('student profile', () => {
  const facts = { id: student.id, teacherIds: [teacher.id], userGroupId: 7, lastStudentStatusForbidEditing: false };
  it('is open to own teachers, staff, the student and HR of the company', () => {
    for (const user of [teacher, admin, manager, student, hr]) expect(canViewStudent(user, facts)).toBe(true);
  });
  it('is closed to other teachers and other HR', () => {
    expect(canViewStudent(otherTeacher, facts)).toBe(false);
    expect(canViewStudent(makeViewer({ id: 4, hrUserGroupIds: [8] }), facts)).toBe(false);
  });
  it('hides editing when the status forbids it or the viewer is the student', () => {
    expect(isStudentEditingHidden(teacher, facts)).toBe(false);
    expect(isStudentEditingHidden(teacher, { ...facts, lastStudentStatusForbidEditing: true })).toBe(true);
    expect(isStudentEditingHidden(student, facts)).toBe(true);
  });
  it('lets own teachers add reports and schedule the next lesson', () => {
    expect(canAddReport(teacher, facts)).toBe(true);
    expect(canScheduleNextLesson(teacher, facts)).toBe(true);
    expect(canAddReport(otherTeacher, facts)).toBe(false);
    expect(canScheduleNextLesson(otherTeacher, facts)).toBe(false);
    expect(canScheduleNextLesson(admin, facts)).toBe(false);
    expect(canScheduleNextLesson(teacher, { ...facts, lastStudentStatusForbidEditing: true })).toBe(false);
  });
  it('lets the group’s teachers schedule group lessons', () => {
    expect(canScheduleGroupLesson(teacher, { teacherIds: [teacher.id] })).toBe(true);
    expect(canScheduleGroupLesson(otherTeacher, { teacherIds: [teacher.id] })).toBe(false);
  });
  it('lets all teachers edit the profile unless editing is forbidden', () => {
    expect(canEditStudentProfile(teacher, facts)).toBe(true);
    expect(canEditStudentProfile(otherTeacher, facts)).toBe(true);
    expect(canEditStudentProfile(teacher, { ...facts, lastStudentStatusForbidEditing: true })).toBe(false);
    expect(canEditStudentProfile(student, facts)).toBe(false);
    expect(canEditStudentProfile(manager, facts)).toBe(false);
  });
  it('lets selling teachers activate a student without activatedAt', () => {
    expect(canActivateStudent(seller, { activatedAt: null })).toBe(true);
    expect(canActivateStudent(seller, { activatedAt: now.toISOString() })).toBe(false);
    expect(canActivateStudent(teacher, { activatedAt: null })).toBe(false);
    expect(canActivateStudent(admin, { activatedAt: null })).toBe(false);
  });
  it('shows the stats tab to admins and teachers', () => {
    expect(canSeeStatsTab(admin)).toBe(true);
    expect(canSeeStatsTab(teacher)).toBe(true);
    expect(canSeeStatsTab(manager)).toBe(false);
    expect(canSeeStatsTab(student)).toBe(false);
  });
  it('shows the courses tab only with purchased courses', () => {
    expect(showCoursesTab({ purchasedCourseIds: [] })).toBe(false);
    expect(showCoursesTab({ purchasedCourseIds: ['it'] })).toBe(true);
  });
  it('keeps legal offers to the teacher they belong to', () => {
    expect(canAccessLegalOffers(teacher, teacher.id)).toBe(true);
    expect(canAccessLegalOffers(teacher, otherTeacher.id)).toBe(false);
    expect(canAccessLegalOffers(admin, admin.id)).toBe(false);
    expect(canPublishLegalOffer(admin)).toBe(true);
    expect(canPublishLegalOffer(teacher)).toBe(false);
  });
});

describe('companies (HR rules)', () => {
  it('shows a company to staff and to its own HR only', () => {
    expect(canSeeUserGroup(admin, 7)).toBe(true);
    expect(canSeeUserGroup(manager, 8)).toBe(true);
    expect(canSeeUserGroup(hr, 7)).toBe(true);
    expect(canSeeUserGroup(hr, 8)).toBe(false);
    expect(canSeeUserGroup(teacher, 7)).toBe(false);
  });
  it('treats HR users and users with exactly one company as HR', () => {
    expect(isHrView(hr, 1)).toBe(true);
    expect(isHrView(makeViewer({ id: 5 }), 1)).toBe(true);
    expect(isHrView(makeViewer({ id: 5 }), 2)).toBe(false);
    expect(isHrView(admin, 1)).toBe(false);
    expect(isHrView(manager, 1)).toBe(false);
  });
  it('keeps adding companies and top-ups from HR', () => {
    expect(canAddCompany(admin)).toBe(true);
    expect(canAddCompany(manager)).toBe(true);
    expect(canAddCompany(hr)).toBe(false);
    expect(canTopUpBalance(admin)).toBe(true);
    expect(canTopUpBalance(manager)).toBe(true);
    expect(canTopUpBalance(hr)).toBe(false);
  });
  it('shows group tabs to HR only when groups exist', () => {
    expect(showCompanyGroupTabs({ hrView: false, studentGroupsCount: 0 })).toBe(true);
    expect(showCompanyGroupTabs({ hrView: true, studentGroupsCount: 0 })).toBe(false);
    expect(showCompanyGroupTabs({ hrView: true, studentGroupsCount: 2 })).toBe(true);
  });
  it('shows names without links to HR', () => {
    expect(companyNamesAreLinks(true)).toBe(false);
    expect(companyNamesAreLinks(false)).toBe(true);
  });
  it('offers the HR cabinet to HR users and staff', () => {
    expect(canSeeHrCabinet(hr)).toBe(true);
    expect(canSeeHrCabinet(admin)).toBe(true);
    expect(canSeeHrCabinet(student)).toBe(false);
  });
});

describe('content', () => {
  const material = (type: 'text' | 'smalltalk', tags: ('general' | 'marketing' | 'it' | 'design')[]) => ({ type, tags });
  it('shows teachers every material', () => {
    expect(canSeeMaterial({ user: teacher, material: material('text', ['marketing']), smalltalkAllowed: true })).toBe(true);
  });
  it('shows general materials to everyone', () => {
    expect(canSeeMaterial({ user: student, material: material('text', ['marketing', 'general']), smalltalkAllowed: true })).toBe(true);
  });
  it('shows a tagged material with the matching additional-materials course only', () => {
    const withCourse = makeViewer({ userCourses: [{ courseId: 'additional-materials-marketing', createdAt: now.toISOString() }] });
    expect(canSeeMaterial({ user: withCourse, material: material('text', ['marketing']), smalltalkAllowed: true })).toBe(true);
    expect(canSeeMaterial({ user: withCourse, material: material('text', ['it']), smalltalkAllowed: true })).toBe(false);
    expect(canSeeMaterial({ user: student, material: material('text', ['marketing']), smalltalkAllowed: true })).toBe(false);
  });
  it('hides smalltalks without their own permission, for teachers too', () => {
    expect(canSeeMaterial({ user: teacher, material: material('smalltalk', ['general']), smalltalkAllowed: false })).toBe(false);
  });
  it('opens courses to teachers and owners', () => {
    expect(hasCourseAccess(teacher, 'it')).toBe(true);
    expect(hasCourseAccess(student, 'it')).toBe(false);
    expect(hasCourseAccess(makeViewer({ userCourses: [{ courseId: 'it', createdAt: now.toISOString() }] }), 'it')).toBe(true);
  });
  it('shows the methodology to teachers', () => {
    expect(canSeeMethodology(teacher)).toBe(true);
    expect(canSeeMethodology(student)).toBe(false);
  });
  it('shows the paid-lessons card to self-paying non-apprentices', () => {
    expect(canSeePaidLessonsCard(student)).toBe(true);
    expect(canSeePaidLessonsCard(makeViewer({ selfPaying: true, roleId: 'apprentice' }))).toBe(false);
    expect(canSeePaidLessonsCard(makeViewer({ selfPaying: false, roleId: 'student' }))).toBe(false);
  });
  it('offers the free lesson to visitors only', () => {
    expect(showFreeLessonButton(false)).toBe(true);
    expect(showFreeLessonButton(true)).toBe(false);
  });
  it('opens /programs for A/B group 1 only', () => {
    expect(canOpenProgramsLink(1)).toBe(true);
    expect(canOpenProgramsLink(2)).toBe(false);
  });
  it('records IT course progress for the student themself only, never a teacher viewing', () => {
    expect(canRecordCourseProgress(student, student.id)).toBe(true);
    expect(canRecordCourseProgress(student, student.id + 1)).toBe(false);
    expect(canRecordCourseProgress(teacher, student.id)).toBe(false);
    expect(canRecordCourseProgress(teacher, teacher.id)).toBe(false);
  });
});
