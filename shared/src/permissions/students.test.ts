import { describe, expect, it } from 'vitest';
import { makeViewer, viewers } from '../../testing';
import {
  canAccessLegalOffers,
  canActivateStudent,
  canAddReport,
  canApproveWords,
  canChangeNextLesson,
  canChangeProgramStatus,
  canChangeSubscriptionPlan,
  canEditStudentProfile,
  canPublishLegalOffer,
  canReadErrorReports,
  canScheduleGroupLesson,
  canScheduleNextLesson,
  canSeeJournalLink,
  canSeeStatsTab,
  canSeeTeacherSearchRequests,
  canSeeTeacherStudents,
  canViewStudent,
  canViewStudentGroup,
  canViewTeacher,
  isCalendarBound,
  isStudentEditingHidden,
  showCoursesTab,
  teacherContactsVisible,
  teacherHomeScope,
} from './index';

const { teacher, otherTeacher, apprentice, seller, admin, manager, hr, student } = viewers;
const now = new Date('2026-11-21T12:00:00.000Z');
const facts = { id: student.id, teacherIds: [teacher.id], userGroupId: 7, lastStudentStatusForbidEditing: false };

describe('student page rows of the permission table', () => {
  it('opens the profile to the own teacher and refuses another teacher (the 403 page)', () => {
    expect(canViewStudent(teacher, facts)).toBe(true);
    expect(canViewStudent(otherTeacher, facts)).toBe(false);
    expect(canViewStudent(seller, facts)).toBe(false);
  });
  it('never lets a student edit, even their own profile', () => {
    expect(canEditStudentProfile(student, facts)).toBe(false);
    expect(isStudentEditingHidden(student, facts)).toBe(true);
  });
  it('lets apprentices edit profiles too (all teachers)', () => {
    expect(canEditStudentProfile(apprentice, facts)).toBe(true);
  });
  it('shows the journal link to client managers only and stats to teachers and admins', () => {
    expect(canSeeJournalLink(manager)).toBe(true);
    expect(canSeeJournalLink(seller)).toBe(false);
    expect(canSeeStatsTab(apprentice)).toBe(true);
    expect(canSeeStatsTab(hr)).toBe(false);
  });
  it('lets only selling teachers activate and change plans', () => {
    expect(canActivateStudent(seller, { activatedAt: null })).toBe(true);
    expect(canActivateStudent(apprentice, { activatedAt: null })).toBe(false);
    expect(canChangeSubscriptionPlan(seller)).toBe(true);
    expect(canChangeSubscriptionPlan(teacher)).toBe(false);
    expect(canChangeSubscriptionPlan(admin)).toBe(false);
  });
  it('lets own teachers approve words', () => {
    expect(canApproveWords(teacher, facts)).toBe(true);
    expect(canApproveWords(otherTeacher, facts)).toBe(false);
    expect(canApproveWords(admin, facts)).toBe(false);
  });
  it("lets the student's own teachers and staff change grammar topic statuses", () => {
    expect(canChangeProgramStatus(teacher, facts)).toBe(true);
    expect(canChangeProgramStatus(admin, facts)).toBe(true);
    expect(canChangeProgramStatus(otherTeacher, facts)).toBe(false);
    expect(canChangeProgramStatus(student, facts)).toBe(false);
  });
});

describe('teacher-and-company §6: next lesson', () => {
  const own = { teacherId: teacher.id, googleCalendarEventId: null };
  it('lets the teacher change their own appointment', () => {
    expect(canChangeNextLesson(teacher, facts, own)).toBe(true);
  });
  it('keeps calendar-bound appointments out of reach', () => {
    expect(isCalendarBound({ googleCalendarEventId: 'gcal-1' })).toBe(true);
    expect(isCalendarBound(own)).toBe(false);
    expect(canChangeNextLesson(teacher, facts, { ...own, googleCalendarEventId: 'gcal-1' })).toBe(false);
  });
  it("refuses another teacher's appointment, other teachers, staff and the student", () => {
    const twoTeachers = { ...facts, teacherIds: [teacher.id, otherTeacher.id] };
    expect(canScheduleNextLesson(otherTeacher, twoTeachers)).toBe(true);
    expect(canChangeNextLesson(otherTeacher, twoTeachers, own)).toBe(false);
    expect(canChangeNextLesson(admin, facts, own)).toBe(false);
    expect(canChangeNextLesson(student, facts, own)).toBe(false);
  });
  it('hides the block when the status forbids editing', () => {
    expect(canChangeNextLesson(teacher, { ...facts, lastStudentStatusForbidEditing: true }, own)).toBe(false);
  });
});

describe('student groups', () => {
  const group = { teacherIds: [teacher.id], studentIds: [student.id], userGroupId: 7 };
  it('opens a group to staff, its teachers, its students and its company HR', () => {
    for (const user of [admin, manager, teacher, student, hr]) expect(canViewStudentGroup(user, group)).toBe(true);
  });
  it('refuses other teachers and other HR', () => {
    expect(canViewStudentGroup(otherTeacher, group)).toBe(false);
    expect(canViewStudentGroup(makeViewer({ id: 50, hrUserGroupIds: [8] }), group)).toBe(false);
  });
});

describe('teacher home and teacher page', () => {
  it('lists own students for teachers and all students for staff', () => {
    expect(teacherHomeScope(teacher)).toBe('own');
    expect(teacherHomeScope(apprentice)).toBe('own');
    expect(teacherHomeScope(admin)).toBe('all');
    expect(teacherHomeScope(manager)).toBe('all');
    expect(teacherHomeScope(student)).toBeNull();
    expect(teacherHomeScope(hr)).toBeNull();
  });
  it('opens a teacher page to staff, the teacher, colleagues and own students', () => {
    expect(canViewTeacher(admin, teacher.id)).toBe(true);
    expect(canViewTeacher(teacher, teacher.id)).toBe(true);
    expect(canViewTeacher(otherTeacher, teacher.id)).toBe(true);
    expect(canViewTeacher(student, teacher.id)).toBe(true);
    expect(canViewTeacher(student, otherTeacher.id)).toBe(false);
    expect(canViewTeacher(hr, teacher.id)).toBe(false);
  });
  it('shows all contacts to staff and the teacher, the messenger to own students, nothing to colleagues', () => {
    expect(teacherContactsVisible(manager, teacher.id)).toBe('all');
    expect(teacherContactsVisible(teacher, teacher.id)).toBe('all');
    expect(teacherContactsVisible(student, teacher.id)).toBe('messenger');
    expect(teacherContactsVisible(otherTeacher, teacher.id)).toBe('none');
  });
  it("shows a teacher's students to staff and the teacher only", () => {
    expect(canSeeTeacherStudents(admin, teacher.id)).toBe(true);
    expect(canSeeTeacherStudents(teacher, teacher.id)).toBe(true);
    expect(canSeeTeacherStudents(otherTeacher, teacher.id)).toBe(false);
    expect(canSeeTeacherStudents(student, teacher.id)).toBe(false);
  });
});

describe('teacher search requests, offers and error reports', () => {
  it('shows search requests to teachers and admins', () => {
    expect(canSeeTeacherSearchRequests(teacher)).toBe(true);
    expect(canSeeTeacherSearchRequests(admin)).toBe(true);
    expect(canSeeTeacherSearchRequests(manager)).toBe(false);
    expect(canSeeTeacherSearchRequests(student)).toBe(false);
  });
  it('keeps publishing offers and reading error reports to admins', () => {
    expect(canPublishLegalOffer(manager)).toBe(false);
    expect(canReadErrorReports(admin)).toBe(true);
    expect(canReadErrorReports(manager)).toBe(false);
    expect(canReadErrorReports(teacher)).toBe(false);
  });
});

describe('teacher-and-company §6: student profile', () => {
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
  it('shows the journal link to client managers', () => {
    expect(canSeeJournalLink(manager)).toBe(true);
    expect(canSeeJournalLink(admin)).toBe(false);
    expect(canSeeJournalLink(teacher)).toBe(false);
  });
});
