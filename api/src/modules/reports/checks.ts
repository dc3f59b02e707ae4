import { REPORT_VIDEO_FOLDER } from '@school/shared/contracts';
import { isStudentEditingHidden, type Viewer } from '@school/shared/permissions';
import type { AttendanceStatus, ReportFullType, ReportUpdateDataInputSchema } from '@school/shared/schemas';
import { validationTexts } from '@school/shared/texts';
import type * as v from 'valibot';
import type { RequestContext } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { loadReportFullTypes } from '../core/repository';
import { viewableGroup } from '../student-groups/access';
import type { StudentGroupFacts } from '../student-groups/repository';
import { studentOr404, viewableStudent } from '../students/access';
import { presentReport } from './present';
import { findUpload, loadReport, markUploadCompleted, type ReportWrite } from './repository';
import { reportTexts } from './texts';

/** A little clock skew between the teacher's device and the server is not "later than now". */
const CLOCK_SKEW_MS = 60_000;

type UpdateData = v.InferOutput<typeof ReportUpdateDataInputSchema>;

export async function formatOr400(ctx: RequestContext, fullTypeId: string): Promise<{ format: ReportFullType; formats: ReportFullType[] }> {
  const formats = await loadReportFullTypes(ctx.db);
  const format = formats.find((f) => f.id === fullTypeId);
  if (!format) throw badRequest(reportTexts.formatUnknown, 'data.fullTypeId');
  return { format, formats };
}

/** A video the report no longer points to (replaced, removed, or its report deleted) leaves the storage too. */
export async function removeReplacedVideo(ctx: RequestContext, previous: string | null, current: string | null): Promise<void> {
  if (!previous || previous === current) return;
  await ctx.deps.storage.remove({ folder: REPORT_VIDEO_FOLDER, fileName: previous }).catch((error: unknown) => console.error(error));
}

/** Checks what the schemas cannot: the date against the clock, the fields against the format, the video. */
export async function checkedWrite(
  ctx: RequestContext,
  user: Viewer,
  format: ReportFullType,
  data: UpdateData,
  currentVideo: string | null,
): Promise<ReportWrite> {
  const date = new Date(data.date);
  if (date.getTime() > ctx.now.getTime() + CLOCK_SKEW_MS) throw badRequest(validationTexts.reportDateInFuture, 'data.date');
  const allowedFields = new Set(format.fieldTypes.map((f) => String(f.id)));
  for (const key of Object.keys(data.fields)) {
    if (!allowedFields.has(key)) throw badRequest(reportTexts.fieldNotInFormat, `data.fields.${key}`);
  }
  const videoFileName = data.videoFileName ? data.videoFileName : null;
  if (videoFileName !== null && videoFileName !== currentVideo) await assertOwnUploadedVideo(ctx, user, videoFileName);
  return { date: date.toISOString(), status: data.status, fields: data.fields, homeworkGroups: data.homeworkGroups, videoFileName };
}

/** A new video must be one this user uploaded, completely, into the report videos folder. */
async function assertOwnUploadedVideo(ctx: RequestContext, user: Viewer, fileName: string) {
  const upload = await findUpload(ctx.db, fileName);
  if (!upload || upload.folder !== REPORT_VIDEO_FOLDER || upload.uploaded_by !== user.id) {
    throw badRequest(reportTexts.videoNotUploaded, 'data.videoFileName');
  }
  const stored = await ctx.deps.storage.stat({ folder: REPORT_VIDEO_FOLDER, fileName });
  if (!stored || stored.size === 0 || stored.size > ctx.deps.config.uploadMaxBytes) {
    throw badRequest(reportTexts.videoNotUploaded, 'data.videoFileName');
  }
  await markUploadCompleted(ctx.db, fileName, stored.size, ctx.now);
}

export function checkedAttendance(group: StudentGroupFacts, students: { studentId: number; status: AttendanceStatus }[]) {
  const members = new Set(group.studentIds);
  const seen = new Set<number>();
  for (const s of students) {
    if (!members.has(s.studentId)) throw badRequest(reportTexts.studentNotInGroup, 'students');
    if (seen.has(s.studentId)) throw badRequest(reportTexts.studentNotInGroup, 'students');
    seen.add(s.studentId);
  }
  return students;
}

export async function presented(ctx: RequestContext, user: Viewer, id: number) {
  const record = await loadReport(ctx.db, id);
  if (!record) throw notFound();
  return presentReport(record, user);
}

/** Who may read a report: whoever may read its student's or its group's reports. */
export async function assertCanReadReport(ctx: RequestContext, report: { studentId: number | null; studentGroupId: number | null }) {
  if (report.studentId !== null) await viewableStudent(ctx, report.studentId);
  else await viewableGroup(ctx, report.studentGroupId!);
}

/** Edit and delete are refused when the student's status forbids editing or the user is the student. */
export async function assertStudentEditable(ctx: RequestContext, user: Viewer, studentId: number | null, message: string) {
  if (studentId === null) return;
  const facts = await studentOr404(ctx, studentId);
  if (isStudentEditingHidden(user, { id: facts.id, lastStudentStatusForbidEditing: facts.lastStudentStatusForbidEditing })) throw forbidden(message);
}
