import * as v from 'valibot';
import { allowedReportFormats, formatDate, formatTime, parseDateTime } from '@school/shared/domain';
import {
  AttendanceStatusSchema,
  ReportStatusSchema,
  type HomeworkHeaderProblem,
  type Report,
  type ReportDataInput,
  type ReportFullType,
  type RoleId,
} from '@school/shared/schemas';
import { validationTexts } from '@school/shared/texts';
import { defaultReportDate, isLateReport, reportDateProblem } from './report-date';
import { emptyGroup, HomeworkDraftSchema, homeworkFromReport, homeworkProblems, homeworkToInput } from './homework';

/** What the report form edits (kept in drafts as it is). Dates are the masked strings the inputs show. */
export const ReportFormValuesSchema = v.object({
  date: v.string(),
  time: v.string(),
  fullTypeId: v.string(),
  status: ReportStatusSchema,
  fields: v.record(v.string(), v.string()),
  homework: HomeworkDraftSchema,
  videoFileName: v.nullable(v.string()),
  /** Group reports: each student's attendance by student id. */
  attendance: v.record(v.string(), AttendanceStatusSchema),
});

export type ReportFormValues = v.InferOutput<typeof ReportFormValuesSchema>;

export type ReportTarget =
  | {
      kind: 'student';
      studentId: number;
      defaultReportFullTypeId: string | null;
      prevAppointmentDate: string | null;
      nextAppointmentDate: string | null;
      paidFormats: { id: string }[];
    }
  | {
      kind: 'group';
      studentGroupId: number;
      defaultReportFullTypeId: string | null;
      prevAppointmentDate: string | null;
      nextAppointmentDate: string | null;
      students: { id: number; firstName: string; lastName: string }[];
    };

/** The formats this user may choose for a new report of this target. */
export function formatsFor(target: ReportTarget, formats: readonly ReportFullType[], roleId: RoleId): ReportFullType[] {
  return allowedReportFormats({ formats, kind: target.kind, apprentice: roleId === 'apprentice', defaultFormatId: target.defaultReportFullTypeId });
}

function splitDate(date: Date): { date: string; time: string } {
  return { date: formatDate(date), time: formatTime(date) };
}

/** A new report's form: the default date rule, the default (allowed) format, one empty homework section. */
export function newReportValues(args: {
  target: ReportTarget;
  allowed: readonly ReportFullType[];
  now: Date;
  passedDate?: string | Date | null;
}): ReportFormValues {
  const { target, allowed, now } = args;
  const date = defaultReportDate({
    now,
    passedDate: args.passedDate,
    prevAppointmentDate: target.prevAppointmentDate,
    nextAppointmentDate: target.nextAppointmentDate,
  });
  return {
    ...splitDate(date),
    fullTypeId: initialReportFormatId(allowed, target.defaultReportFullTypeId),
    status: 'default',
    fields: {},
    homework: [emptyGroup()],
    videoFileName: null,
    attendance: target.kind === 'group' ? Object.fromEntries(target.students.map((s) => [String(s.id), 'present' as const])) : {},
  };
}

/** A saved report's form. */
export function editReportValues(report: Report, groupStudents: readonly { id: number }[] = []): ReportFormValues {
  const attendance: Record<string, 'present' | 'absent'> = {};
  for (const s of groupStudents) attendance[String(s.id)] = 'absent';
  for (const u of report.reportsUsers ?? []) attendance[String(u.studentId)] = u.status;
  return {
    ...splitDate(new Date(report.date)),
    fullTypeId: report.fullTypeId,
    status: report.status,
    fields: Object.fromEntries(report.fields.map((f) => [String(f.reportFieldTypeId), f.value])),
    homework: homeworkFromReport(report.homeworkGroups),
    videoFileName: report.videoFileName ?? null,
    attendance: report.studentGroupId !== null ? attendance : {},
  };
}

interface ReportFormErrors {
  date?: string;
  fullTypeId?: string;
  homework: Map<string, HomeworkHeaderProblem>;
}

function lessonDate(values: Pick<ReportFormValues, 'date' | 'time'>): Date | null {
  return parseDateTime(values.date, values.time);
}

/** What keeps the form from being sent. */
export function validateReportForm(values: ReportFormValues, now: Date): ReportFormErrors {
  const errors: ReportFormErrors = { homework: homeworkProblems(values.homework) };
  const problem = reportDateProblem(lessonDate(values), now);
  if (problem === 'required') errors.date = validationTexts.reportDateRequired;
  if (problem === 'future') errors.date = validationTexts.reportDateInFuture;
  if (!values.fullTypeId) errors.fullTypeId = validationTexts.required;
  return errors;
}

export function isFormValid(errors: ReportFormErrors): boolean {
  return !errors.date && !errors.fullTypeId && errors.homework.size === 0;
}

/** The dialog about a late report: lessons that started more than 24 hours ago, for new reports. */
export function needsLateConfirmation(values: ReportFormValues, now: Date, mode: 'create' | 'edit'): boolean {
  const date = lessonDate(values);
  return mode === 'create' && date !== null && isLateReport(date, now);
}

/** Only the fields of the chosen format are sent, in its order. */
function fieldsOf(values: ReportFormValues, format: Pick<ReportFullType, 'fieldTypes'> | undefined): Record<string, string> {
  if (!format) return {};
  const out: Record<string, string> = {};
  for (const field of [...format.fieldTypes].sort((a, b) => a.order - b.order)) {
    const value = values.fields[String(field.id)];
    if (value !== undefined) out[String(field.id)] = value;
  }
  return out;
}

/** The payload of create (and, without fullTypeId, of update): homework without deleted items. */
export function reportPayload(values: ReportFormValues, format: Pick<ReportFullType, 'fieldTypes'> | undefined): ReportDataInput {
  return {
    fields: fieldsOf(values, format),
    date: lessonDate(values)!.toISOString(),
    fullTypeId: values.fullTypeId,
    homeworkGroups: homeworkToInput(values.homework),
    videoFileName: values.videoFileName,
    status: values.status,
  };
}

/** The attendance list of group reports. */
export function attendancePayload(values: ReportFormValues): { studentId: number; status: 'present' | 'absent' }[] {
  return Object.entries(values.attendance).map(([id, status]) => ({ studentId: Number(id), status }));
}

/** Whether anything differs from where the form started (keys of new sections and items aside). */
export function isDirty(values: ReportFormValues, pristine: ReportFormValues): boolean {
  return comparable(values) !== comparable(pristine);
}

function comparable(values: ReportFormValues): string {
  const fields = Object.fromEntries(Object.entries(values.fields).filter(([, value]) => value !== ''));
  return JSON.stringify({
    ...values,
    fields: Object.keys(fields)
      .sort()
      .map((k) => [k, fields[k]]),
    attendance: Object.keys(values.attendance)
      .sort()
      .map((k) => [k, values.attendance[k]]),
    homework: values.homework
      .filter((g) => g.id !== undefined || g.header !== '' || g.body !== '' || g.items.length > 0)
      .map((g) => ({ ...g, key: g.id ?? 'new', items: g.items.map((i) => ({ ...i, key: i.id ?? 'new' })) })),
  });
}

/** The format the form starts with: the default format when allowed, else the first allowed one. */
export function initialReportFormatId(allowed: readonly Pick<ReportFullType, 'id'>[], defaultFormatId?: string | null): string {
  if (defaultFormatId && allowed.some((f) => f.id === defaultFormatId)) return defaultFormatId;
  return allowed[0]?.id ?? '';
}

/** The chosen format is one the student has paid lessons of (a balance exists); otherwise a warning shows. */
export function isPaidFormat(fullTypeId: string, paid: readonly { id: string }[]): boolean {
  return paid.some((p) => p.id === fullTypeId);
}
