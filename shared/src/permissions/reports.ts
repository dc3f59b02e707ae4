import type { Report } from '../schemas';
import { isStudentRole, type Viewer } from './viewer';

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
