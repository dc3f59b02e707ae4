import { allowedReportFormats } from '../domain/report-formats';
import type { Report, ReportFullType } from '../schemas';
import { isApprentice, isStaff, isStudentRole, type Viewer } from './viewer';

/** A teacher may delete their own report for this long after creating it. */
export const REPORT_DELETE_WINDOW_MS = 86_400_000;

type ReportOwnership = Pick<Report, 'teacherId'>;
type ReportPayment = Pick<Report, 'teacherId' | 'createdAt' | 'receiptId' | 'paidByTransactionId'>;

/** Edit a report: an edit handler exists, and the user is the report's teacher, an admin or a client manager. */
export function canEditReport(args: { user: Viewer; report: ReportOwnership; hasEditHandler?: boolean }): boolean {
  const { user, report, hasEditHandler = true } = args;
  if (!hasEditHandler) return false;
  return user.isAdmin || user.isClientManager || (user.isTeacher && report.teacherId === user.id);
}

/** A report with a receipt or a paying transaction is paid and can never be deleted. */
export function isReportPaid(report: Pick<Report, 'receiptId' | 'paidByTransactionId'>): boolean {
  return report.receiptId !== null || report.paidByTransactionId !== null;
}

/**
 * Delete a report: it is not paid, and the user is an admin, or the report's own teacher within
 * 24 hours of its creation.
 */
export function canDeleteReport(args: { user: Viewer; report: ReportPayment; now: Date }): boolean {
  const { user, report, now } = args;
  if (isReportPaid(report)) return false;
  if (user.isAdmin) return true;
  if (!user.isTeacher || report.teacherId !== user.id) return false;
  const age = now.getTime() - new Date(report.createdAt).getTime();
  return age >= 0 && age < REPORT_DELETE_WINDOW_MS;
}

/** The pay rate ('Мы платим {rate} ₽') and the salary formula: admins only. */
export function canSeeRate(user: Viewer): boolean {
  return user.isAdmin;
}

/** The list of students present at a lesson: everyone but students. */
export function canSeePresentStudents(user: Viewer): boolean {
  return !isStudentRole(user);
}

/**
 * Present students link to their pages, as plain text when the user has only one teacher,
 * and always as plain text in an HR view.
 */
export function presentStudentsAreLinks(user: Viewer, options: { hrView?: boolean } = {}): boolean {
  if (options.hrView) return false;
  return user.teachers.length !== 1;
}

/** Teachers read reports through the teacher endpoint, everybody else through the student one. */
export function reportsQueryFor(user: Viewer): 'students.getReports' | 'students.getReportsForStudent' {
  return user.isTeacher ? 'students.getReports' : 'students.getReportsForStudent';
}

/** A student's lesson-type filter is shown only to a user with more than one teacher. */
export function canFilterReportsByType(user: Viewer): boolean {
  return user.teachers.length > 1;
}

/** Add a group report: the group's own teachers. */
export function canAddGroupReport(user: Viewer, group: { teacherIds: readonly number[] }): boolean {
  return user.isTeacher && group.teacherIds.includes(user.id);
}

/** Fields not visible for students (methodist notes) are read by teachers and staff only. */
export function canSeeHiddenReportFields(user: Viewer): boolean {
  return user.isTeacher || isStaff(user);
}

/** Upload report videos: teachers. */
export function canUploadReportVideo(user: Viewer): boolean {
  return user.isTeacher;
}

/** The planned pay for a lesson ("you will not be paid" warnings in the form): the teacher themself. */
export function canQueryPlannedRate(user: Viewer): boolean {
  return user.isTeacher;
}

/**
 * The format a new report may use: group formats for group reports only, and for apprentices only
 * the 'apprentice-trial' formats of the default format's duration (see allowedReportFormats).
 */
export function canUseReportFormat(args: {
  user: Viewer;
  format: Pick<ReportFullType, 'id' | 'typeId' | 'durationMins'>;
  formats: readonly Pick<ReportFullType, 'id' | 'typeId' | 'durationMins'>[];
  kind: 'student' | 'group';
  defaultFormatId?: string | null;
}): boolean {
  const allowed = allowedReportFormats({
    formats: args.formats,
    kind: args.kind,
    apprentice: isApprentice(args.user),
    defaultFormatId: args.defaultFormatId,
  });
  return allowed.some((f) => f.id === args.format.id);
}
