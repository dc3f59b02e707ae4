import { describe, expect, it } from 'vitest';
import { viewers } from '../../testing';
import {
  canAddGroupReport,
  canDeleteReport,
  canEditReport,
  canFilterReportsByType,
  canQueryPlannedRate,
  canSeeHiddenReportFields,
  canSeePresentStudents,
  canSeeRate,
  canUploadReportVideo,
  canUseReportFormat,
  presentStudentsAreLinks,
  REPORT_DELETE_WINDOW_MS,
  reportsQueryFor,
} from './index';

const { teacher, otherTeacher, apprentice, admin, manager, hr, student, studentTwoTeachers } = viewers;
const now = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('group reports', () => {
  const group = { teacherIds: [teacher.id], studentIds: [student.id], userGroupId: 7 };
  it('are added by the group’s own teachers', () => {
    expect(canAddGroupReport(teacher, group)).toBe(true);
    expect(canAddGroupReport(otherTeacher, group)).toBe(false);
    expect(canAddGroupReport(admin, group)).toBe(false);
  });
});

describe('report details', () => {
  it('fields hidden from students are read by teachers and staff only', () => {
    expect(canSeeHiddenReportFields(teacher)).toBe(true);
    expect(canSeeHiddenReportFields(manager)).toBe(true);
    expect(canSeeHiddenReportFields(student)).toBe(false);
    expect(canSeeHiddenReportFields(hr)).toBe(false);
  });
  it('videos are uploaded and planned rates asked by teachers', () => {
    expect(canUploadReportVideo(teacher)).toBe(true);
    expect(canUploadReportVideo(student)).toBe(false);
    expect(canQueryPlannedRate(apprentice)).toBe(true);
    expect(canQueryPlannedRate(admin)).toBe(false);
  });
});

describe('report formats', () => {
  const formats = [
    { id: 'skype-50', typeId: 'individual', durationMins: 50 },
    { id: 'apprentice-trial-25', typeId: 'apprentice-trial', durationMins: 25 },
    { id: 'apprentice-trial-50', typeId: 'apprentice-trial', durationMins: 50 },
    { id: 'group-60', typeId: 'group', durationMins: 60 },
  ];
  const use = (user: typeof teacher, id: string, kind: 'student' | 'group') =>
    canUseReportFormat({ user, format: formats.find((f) => f.id === id)!, formats, kind, defaultFormatId: 'skype-50' });
  it('keeps apprentices to the trial of the default duration', () => {
    expect(use(apprentice, 'apprentice-trial-50', 'student')).toBe(true);
    expect(use(apprentice, 'apprentice-trial-25', 'student')).toBe(false);
    expect(use(apprentice, 'skype-50', 'student')).toBe(false);
  });
  it('keeps group formats to group reports', () => {
    expect(use(teacher, 'group-60', 'group')).toBe(true);
    expect(use(teacher, 'skype-50', 'group')).toBe(false);
    expect(use(teacher, 'group-60', 'student')).toBe(false);
    expect(use(teacher, 'skype-50', 'student')).toBe(true);
  });
});

describe('teacher-and-company §6: edit a report', () => {
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

describe('teacher-and-company §6, §9: delete a report', () => {
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

describe('teacher-and-company §6: pay rate, present students, report lists', () => {
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
