/** A report added more than this long after the lesson started asks to confirm the date. */
const LATE_REPORT_MS = 86_400_000;
/** A previous lesson that started less than this long ago is suggested as the report's date. */
const PREVIOUS_LESSON_SUGGEST_MS = 6 * 3_600_000;
/** Otherwise a next lesson starting within this time is suggested. */
const NEXT_LESSON_SUGGEST_MS = 3_600_000;

type DateLike = Date | string | null | undefined;

const toDate = (value: DateLike): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The date a new report starts with: the draft's, else a date passed in (an appointment), else the
 * previous lesson when it started under 6 hours ago, else the next lesson when it starts within an
 * hour, else yesterday at the start of the day.
 */
export function defaultReportDate(args: {
  now: Date;
  draftDate?: DateLike;
  passedDate?: DateLike;
  prevAppointmentDate?: DateLike;
  nextAppointmentDate?: DateLike;
}): Date {
  const { now } = args;
  const draft = toDate(args.draftDate);
  if (draft) return draft;
  const passed = toDate(args.passedDate);
  if (passed) return passed;
  const prev = toDate(args.prevAppointmentDate);
  if (prev && prev.getTime() <= now.getTime() && now.getTime() - prev.getTime() < PREVIOUS_LESSON_SUGGEST_MS) return prev;
  const next = toDate(args.nextAppointmentDate);
  if (next && next.getTime() >= now.getTime() && next.getTime() - now.getTime() < NEXT_LESSON_SUGGEST_MS) return next;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
}

/** What is wrong with a report's date: missing (or not a real date) or later than now. */
export function reportDateProblem(date: Date | null, now: Date): 'required' | 'future' | null {
  if (date === null || Number.isNaN(date.getTime())) return 'required';
  if (date.getTime() > now.getTime()) return 'future';
  return null;
}

/** The lesson started more than 24 hours before now: the teacher confirms the date first. */
export function isLateReport(date: Date, now: Date): boolean {
  return now.getTime() - date.getTime() > LATE_REPORT_MS;
}
