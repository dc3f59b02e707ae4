import { randomUUID } from 'node:crypto';
import { endpoints, procedures, REPORT_VIDEO_FOLDER, reportVideoRoute } from '@school/shared/contracts';
import { computeTeacherRate, isGroupFormat } from '@school/shared/domain';
import {
  canAddGroupReport,
  canAddReport,
  canDeleteReport,
  canEditReport,
  canQueryPlannedRate,
  canUploadReportVideo,
  canUseReportFormat,
  isStudentEditingHidden,
  type Viewer,
} from '@school/shared/permissions';
import { IdLikeSchema, KeySchema, type AttendanceStatus, type ReportFullType, type ReportUpdateDataInputSchema } from '@school/shared/schemas';
import { reportServerTexts, validationTexts } from '@school/shared/texts';
import type * as v from 'valibot';
import type { RequestContext } from '../../http/context';
import { requestContext } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { procedureRoute, route } from '../../http/register';
import { validate } from '../../http/validate';
import { fileRoutes } from '../../storage';
import { loadReportFullTypes } from '../core/repository';
import type { ApiModule } from '../module';
import { groupOr404, viewableGroup } from '../student-groups/access';
import type { StudentGroupFacts } from '../student-groups/repository';
import { studentOr404, viewableStudent } from '../students/access';
import { presentReport } from './present';
import {
  deleteReport,
  findUpload,
  insertReport,
  insertUpload,
  listReports,
  loadPlannedRate,
  loadReport,
  loadReportFacts,
  loadReportGroup,
  loadReportStudent,
  markUploadCompleted,
  teachesStudent,
  updateReport,
  type ReportWrite,
} from './repository';

/** Video files a report may carry: a video/* content type and one of these extensions. */
export const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi', 'ogv', 'mpeg', 'mpg', '3gp', 'wmv', 'flv', 'ts', 'mts']);
const VIDEO_CONTENT_TYPE = /^video\/[a-z0-9][a-z0-9.+-]{0,60}$/i;
/** A little clock skew between the teacher's device and the server is not "later than now". */
const CLOCK_SKEW_MS = 60_000;

type UpdateData = v.InferOutput<typeof ReportUpdateDataInputSchema>;

async function formatOr400(ctx: RequestContext, fullTypeId: string): Promise<{ format: ReportFullType; formats: ReportFullType[] }> {
  const formats = await loadReportFullTypes(ctx.db);
  const format = formats.find((f) => f.id === fullTypeId);
  if (!format) throw badRequest(reportServerTexts.formatUnknown, 'data.fullTypeId');
  return { format, formats };
}

/** A video the report no longer points to (replaced, removed, or its report deleted) leaves the storage too. */
async function removeReplacedVideo(ctx: RequestContext, previous: string | null, current: string | null): Promise<void> {
  if (!previous || previous === current) return;
  await ctx.deps.storage.remove({ folder: REPORT_VIDEO_FOLDER, fileName: previous }).catch((error: unknown) => console.error(error));
}

/** Checks what the schemas cannot: the date against the clock, the fields against the format, the video. */
async function checkedWrite(ctx: RequestContext, user: Viewer, format: ReportFullType, data: UpdateData, currentVideo: string | null): Promise<ReportWrite> {
  const date = new Date(data.date);
  if (date.getTime() > ctx.now.getTime() + CLOCK_SKEW_MS) throw badRequest(validationTexts.reportDateInFuture, 'data.date');
  const allowedFields = new Set(format.fieldTypes.map((f) => String(f.id)));
  for (const key of Object.keys(data.fields)) {
    if (!allowedFields.has(key)) throw badRequest(reportServerTexts.fieldNotInFormat, `data.fields.${key}`);
  }
  const videoFileName = data.videoFileName ? data.videoFileName : null;
  if (videoFileName !== null && videoFileName !== currentVideo) await assertOwnUploadedVideo(ctx, user, videoFileName);
  return { date: date.toISOString(), status: data.status, fields: data.fields, homeworkGroups: data.homeworkGroups, videoFileName };
}

/** A new video must be one this user uploaded, completely, into the report videos folder. */
async function assertOwnUploadedVideo(ctx: RequestContext, user: Viewer, fileName: string) {
  const upload = await findUpload(ctx.db, fileName);
  if (!upload || upload.folder !== REPORT_VIDEO_FOLDER || upload.uploaded_by !== user.id) {
    throw badRequest(reportServerTexts.videoNotUploaded, 'data.videoFileName');
  }
  const stored = await ctx.deps.storage.stat({ folder: REPORT_VIDEO_FOLDER, fileName });
  if (!stored || stored.size === 0 || stored.size > ctx.deps.config.uploadMaxBytes) {
    throw badRequest(reportServerTexts.videoNotUploaded, 'data.videoFileName');
  }
  await markUploadCompleted(ctx.db, fileName, stored.size, ctx.now);
}

function checkedAttendance(group: StudentGroupFacts, students: { studentId: number; status: AttendanceStatus }[]) {
  const members = new Set(group.studentIds);
  const seen = new Set<number>();
  for (const s of students) {
    if (!members.has(s.studentId)) throw badRequest(reportServerTexts.studentNotInGroup, 'students');
    if (seen.has(s.studentId)) throw badRequest(reportServerTexts.studentNotInGroup, 'students');
    seen.add(s.studentId);
  }
  return students;
}

async function presented(ctx: RequestContext, user: Viewer, id: number) {
  const record = await loadReport(ctx.db, id);
  if (!record) throw notFound();
  return presentReport(record, user);
}

/** Who may read a report: whoever may read its student's or its group's reports. */
async function assertCanReadReport(ctx: RequestContext, report: { studentId: number | null; studentGroupId: number | null }) {
  if (report.studentId !== null) await viewableStudent(ctx, report.studentId);
  else await viewableGroup(ctx, report.studentGroupId!);
}

/** Edit and delete are refused when the student's status forbids editing or the user is the student. */
async function assertStudentEditable(ctx: RequestContext, user: Viewer, studentId: number | null, message: string) {
  if (studentId === null) return;
  const facts = await studentOr404(ctx, studentId);
  if (isStudentEditingHidden(user, { id: facts.id, lastStudentStatusForbidEditing: facts.lastStudentStatusForbidEditing })) throw forbidden(message);
}

/*
 * A report list is read together with the facts its access check needs (Promise.all): on PostgreSQL
 * both statements go out at once, one round trip after the session's; the page is answered only
 * when the check passed.
 */
export function reportsModule(): ApiModule {
  return {
    name: 'reports',
    procedures: [
      procedureRoute(procedures['students.getReports'], async (ctx, input) => {
        const user = ctx.user();
        if (!user.isTeacher) throw forbidden();
        const [, page] = await Promise.all([
          viewableStudent(ctx, input.studentId),
          listReports(ctx.db, { studentId: input.studentId, page: input.page, pageSize: input.pageSize, fullTypeId: input.fullTypeId }),
        ]);
        return {
          items: page.items.map((r) => presentReport(r, user)),
          total: page.total,
          page: input.page,
          pageSize: input.pageSize,
          fullTypes: page.fullTypes,
        };
      }),
      procedureRoute(procedures['students.getReportsForStudent'], async (ctx, input) => {
        const [{ user }, page] = await Promise.all([
          viewableStudent(ctx, input.studentId),
          listReports(ctx.db, { studentId: input.studentId, page: input.page, pageSize: input.pageSize, fullTypeId: input.fullTypeId }),
        ]);
        return {
          items: page.items.map((r) => presentReport(r, user)),
          total: page.total,
          page: input.page,
          pageSize: input.pageSize,
          fullTypes: page.fullTypes,
        };
      }),
      procedureRoute(procedures['students.getGroupReports'], async (ctx, input) => {
        const [{ user }, page] = await Promise.all([
          viewableGroup(ctx, input.studentGroupId),
          listReports(ctx.db, { groupId: input.studentGroupId, page: input.page, pageSize: input.pageSize, fullTypeId: input.fullTypeId }),
        ]);
        return {
          items: page.items.map((r) => presentReport(r, user)),
          total: page.total,
          page: input.page,
          pageSize: input.pageSize,
          fullTypes: page.fullTypes,
        };
      }),
      procedureRoute(procedures['reports.getStudent'], async (ctx, input) => {
        const { facts } = await viewableStudent(ctx, input.studentId);
        return loadReportStudent(ctx.db, facts, ctx.now);
      }),
      procedureRoute(procedures['reports.getGroup'], async (ctx, input) => {
        const { facts } = await viewableGroup(ctx, input.studentGroupId);
        return loadReportGroup(ctx.db, facts, ctx.now);
      }),

      procedureRoute(procedures['reports.createStudentReport'], async (ctx, input) => {
        const user = ctx.user();
        const student = await studentOr404(ctx, input.studentId);
        if (!canAddReport(user, student)) throw forbidden(reportServerTexts.cannotAdd);
        const { format, formats } = await formatOr400(ctx, input.data.fullTypeId);
        if (!canUseReportFormat({ user, format, formats, kind: 'student', defaultFormatId: student.defaultReportFullTypeId })) {
          throw forbidden(reportServerTexts.formatNotAllowed);
        }
        const data = await checkedWrite(ctx, user, format, input.data, null);
        const planned = await loadPlannedRate(ctx.db, user.id, format.id);
        const computed = computeTeacherRate(planned);
        const id = await insertReport(ctx.db, {
          teacherId: user.id,
          studentId: student.id,
          groupId: null,
          fullTypeId: format.id,
          data,
          attendance: null,
          rate: { amount: computed.ok ? computed.amount : null, planned },
          now: ctx.now,
        });
        return presented(ctx, user, id);
      }),

      procedureRoute(procedures['reports.createGroupReport'], async (ctx, input) => {
        const user = ctx.user();
        const group = await groupOr404(ctx, input.studentGroupId);
        if (!canAddGroupReport(user, group)) throw forbidden(reportServerTexts.cannotAdd);
        const { format, formats } = await formatOr400(ctx, input.data.fullTypeId);
        if (!isGroupFormat(format.id)) throw forbidden(reportServerTexts.formatNotGroup);
        if (!canUseReportFormat({ user, format, formats, kind: 'group', defaultFormatId: group.defaultReportFullTypeId })) {
          throw forbidden(reportServerTexts.formatNotAllowed);
        }
        const attendance = checkedAttendance(group, input.students);
        const data = await checkedWrite(ctx, user, format, input.data, null);
        const planned = await loadPlannedRate(ctx.db, user.id, format.id);
        const computed = computeTeacherRate(planned);
        const id = await insertReport(ctx.db, {
          teacherId: user.id,
          studentId: null,
          groupId: group.id,
          fullTypeId: format.id,
          data,
          attendance,
          rate: { amount: computed.ok ? computed.amount : null, planned },
          now: ctx.now,
        });
        return presented(ctx, user, id);
      }),

      procedureRoute(procedures['reports.updateReport'], async (ctx, input) => {
        const user = ctx.user();
        const report = await loadReportFacts(ctx.db, input.reportId);
        if (!report) throw notFound();
        if (report.studentId === null) throw badRequest(reportServerTexts.reportIsGroup, 'reportId');
        if (report.studentId !== input.studentId) throw badRequest(reportServerTexts.reportNotOfStudent, 'studentId');
        if (!canEditReport({ user, report })) throw forbidden(reportServerTexts.cannotEdit);
        await assertStudentEditable(ctx, user, report.studentId, reportServerTexts.cannotEdit);
        const { format } = await formatOr400(ctx, report.fullTypeId);
        const data = await checkedWrite(ctx, user, format, input.data, report.videoFileName);
        await updateReport(ctx.db, { id: report.id, data, attendance: null, now: ctx.now });
        await removeReplacedVideo(ctx, report.videoFileName, data.videoFileName);
        return presented(ctx, user, report.id);
      }),

      procedureRoute(procedures['reports.updateGroupReport'], async (ctx, input) => {
        const user = ctx.user();
        const report = await loadReportFacts(ctx.db, input.reportId);
        if (!report) throw notFound();
        if (report.studentGroupId === null) throw badRequest(reportServerTexts.reportIsNotGroup, 'reportId');
        if (!canEditReport({ user, report })) throw forbidden(reportServerTexts.cannotEdit);
        const group = await groupOr404(ctx, report.studentGroupId);
        const attendance = checkedAttendance(group, input.students);
        const { format } = await formatOr400(ctx, report.fullTypeId);
        const data = await checkedWrite(ctx, user, format, input.data, report.videoFileName);
        await updateReport(ctx.db, { id: report.id, data, attendance, now: ctx.now });
        await removeReplacedVideo(ctx, report.videoFileName, data.videoFileName);
        return presented(ctx, user, report.id);
      }),
    ],

    routes: [
      route(endpoints.deleteReport, async (ctx, { params }) => {
        const user = ctx.user();
        const report = await loadReportFacts(ctx.db, params.id);
        if (!report) throw notFound();
        if (!canDeleteReport({ user, report, now: ctx.now })) throw forbidden(reportServerTexts.cannotDelete);
        await assertStudentEditable(ctx, user, report.studentId, reportServerTexts.cannotDelete);
        await deleteReport(ctx.db, report.id);
        await removeReplacedVideo(ctx, report.videoFileName, null);
        return { ok: true as const };
      }),

      route(endpoints.fileUploadLink, async (ctx, { query }) => {
        const user = ctx.user();
        if (!canUploadReportVideo(user)) throw forbidden();
        const contentType = query.contentType.trim().toLowerCase();
        const extension = query.fileExtension.trim().toLowerCase().replace(/^\./, '');
        if (!VIDEO_CONTENT_TYPE.test(contentType)) throw badRequest(reportServerTexts.videoOnly, 'contentType');
        if (!VIDEO_EXTENSIONS.has(extension)) throw badRequest(reportServerTexts.videoOnly, 'fileExtension');
        const maxBytes = ctx.deps.config.uploadMaxBytes;
        if (query.fileSize !== undefined && query.fileSize > maxBytes) {
          throw badRequest(reportServerTexts.fileTooLarge(maxBytes), 'fileSize');
        }
        const fileName = `${randomUUID()}.${extension}`;
        await insertUpload(ctx.db, { fileName, folder: REPORT_VIDEO_FOLDER, contentType, size: query.fileSize ?? null, uploadedBy: user.id, now: ctx.now });
        const upload = await ctx.deps.storage.createUploadUrl({
          folder: REPORT_VIDEO_FOLDER,
          fileName,
          contentType,
          maxBytes,
          size: query.fileSize,
          now: ctx.now,
        });
        return { url: upload.url, headers: upload.headers, fileName };
      }),
    ],

    rawRoutes: [
      ...fileRoutes(),
      {
        method: reportVideoRoute.method,
        path: reportVideoRoute.path,
        handler: async (c) => {
          const ctx = requestContext(c);
          // A visitor gets 401 before anything is looked up.
          ctx.user();
          const id = validate(IdLikeSchema, c.req.param('id'));
          const report = await loadReportFacts(ctx.db, id);
          if (!report) throw notFound();
          // Access first: whether a report has a video is part of the report.
          await assertCanReadReport(ctx, report);
          if (!report.videoFileName) throw notFound();
          const url = await ctx.deps.storage.readUrl({ folder: REPORT_VIDEO_FOLDER, fileName: report.videoFileName, now: ctx.now });
          return c.redirect(url, 302);
        },
      },
    ],

    resolvers: {
      Query: {
        plannedTeacherReportRate: async (_parent, args, context) => {
          const ctx = context.request;
          const user = ctx.user();
          const studentId = validate(IdLikeSchema, args.studentId);
          const fullTypeId = validate(KeySchema, args.reportFullTypeId);
          if (!canQueryPlannedRate(user)) throw forbidden();
          if (!(await teachesStudent(ctx.db, user.id, studentId))) throw forbidden();
          const formats = await loadReportFullTypes(ctx.db);
          if (!formats.some((f) => f.id === fullTypeId)) throw notFound(reportServerTexts.formatUnknown);
          return loadPlannedRate(ctx.db, user.id, fullTypeId);
        },
      },
    },
  };
}
