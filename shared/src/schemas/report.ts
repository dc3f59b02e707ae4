import * as v from 'valibot';
import { homeworkHeaderProblem } from './homework';
import { validationTexts } from '../texts';
import {
  boundedArray,
  boundedInt,
  DateTimeSchema,
  IdLikeSchema,
  IdSchema,
  isoDateTime,
  KeySchema,
  NullableDateTimeSchema,
  PageSchema,
  pageSizeSchema,
  PersonNameSchema,
  PersonRefSchema,
  textBlock,
  textLine,
} from './common';
import { StudentSchema } from './student';

export const ReportStatusSchema = v.picklist(['default', 'missing student']);
export const AttendanceStatusSchema = v.picklist(['present', 'absent']);

const ReportFieldTypeSchema = v.object({
  id: IdSchema,
  name: v.string(),
  order: v.number(),
  visibleForStudent: v.boolean(),
});

/** A lesson format. Group formats have 'group' in their id. */
const ReportFullTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  durationMins: v.number(),
  typeId: v.string(),
  fieldTypes: v.array(ReportFieldTypeSchema),
});
export const ReportFullTypesSchema = v.array(ReportFullTypeSchema);

const ReportFieldSchema = v.object({
  reportFieldTypeId: IdSchema,
  type: v.object({ id: IdSchema, name: v.string() }),
  value: v.string(),
});

const HomeworkItemSchema = v.object({
  id: v.optional(IdSchema),
  index: v.number(),
  header: v.string(),
  body: v.string(),
  deletedAt: v.nullish(DateTimeSchema),
});

const HomeworkGroupSchema = v.object({
  id: v.optional(IdSchema),
  index: v.number(),
  header: v.string(),
  body: v.string(),
  deletedAt: v.nullish(DateTimeSchema),
  items: v.array(HomeworkItemSchema),
});

/** The planned rate a report was paid by, kept when it was written (the v2 numbers only for version 2). */
const RateDataSchema = v.object({
  version: v.number(),
  rate: v.nullable(v.number()),
  salaryPaymentMethodMultiplier: v.nullable(v.number()),
  baseRate: v.nullish(v.number()),
  auctionMultiplier: v.nullish(v.number()),
  skillMultiplier: v.nullish(v.number()),
  qualityMultiplier: v.nullish(v.number()),
  performanceBonus: v.nullish(v.number()),
  LTVBonus: v.nullish(v.number()),
});

const ReportsUserSchema = v.object({
  studentId: IdSchema,
  student: PersonNameSchema,
  status: AttendanceStatusSchema,
});

export const ReportSchema = v.object({
  id: IdSchema,
  teacher: PersonRefSchema,
  teacherId: IdSchema,
  studentId: v.nullable(IdSchema),
  studentGroupId: v.nullable(IdSchema),
  date: DateTimeSchema,
  createdAt: DateTimeSchema,
  order: v.number(),
  fullType: v.object({ name: v.string() }),
  fullTypeId: v.string(),
  status: ReportStatusSchema,
  fields: v.array(ReportFieldSchema),
  homeworkGroups: v.array(HomeworkGroupSchema),
  receiptId: v.nullable(IdSchema),
  paidByTransactionId: v.nullable(IdSchema),
  videoFileName: v.nullish(v.string()),
  superteacherCommentBody: v.nullish(v.string()),
  superteacherCommentAuthor: v.nullish(PersonNameSchema),
  superteacherCommentUpdatedAt: v.nullish(DateTimeSchema),
  rate: v.nullish(v.number()),
  rateData: v.nullish(RateDataSchema),
  lastTeacherSalaryPaymentMethodChange: v.nullish(DateTimeSchema),
  reportsUsers: v.optional(v.array(ReportsUserSchema)),
});

export const ReportPageSchema = v.object({
  items: v.array(ReportSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** The lesson types found among all the reports of the list (for the type filter). */
  fullTypes: v.optional(v.array(v.object({ id: v.string(), name: v.string() }))),
});

const ReportDateSchema = v.pipe(
  v.string(validationTexts.reportDateRequired),
  v.nonEmpty(validationTexts.reportDateRequired),
  isoDateTime(validationTexts.reportDateRequired),
);

/** Limits of a report's homework: sections, items in a section, items in the whole report. */
const HOMEWORK_LIMITS = { sections: 20, itemsPerSection: 50, items: 200 } as const;

/** Homework as it is sent on create and update: deleted sections and items left out. */
const HomeworkInputSchema = v.pipe(
  boundedArray(
    v.object({
      id: v.optional(IdSchema),
      index: boundedInt(0, 1_000),
      header: textLine(500),
      body: textBlock(20_000),
      items: boundedArray(
        v.object({
          id: v.optional(IdSchema),
          index: boundedInt(0, 1_000),
          header: v.pipe(
            textBlock(2_000),
            v.check((header) => homeworkHeaderProblem(header) !== 'required', validationTexts.homeworkHeaderRequired),
            v.check((header) => homeworkHeaderProblem(header) !== 'mixed', validationTexts.homeworkHeaderMixed),
          ),
          body: textBlock(20_000),
        }),
        HOMEWORK_LIMITS.itemsPerSection,
      ),
    }),
    HOMEWORK_LIMITS.sections,
  ),
  v.check((groups) => groups.reduce((sum, group) => sum + group.items.length, 0) <= HOMEWORK_LIMITS.items, validationTexts.tooMany(HOMEWORK_LIMITS.items)),
);

/** Report field values by report-field-type id. */
const ReportFieldsInputSchema = v.pipe(v.record(v.pipe(v.string(), v.regex(/^\d{1,10}$/)), textBlock(20_000)), v.maxEntries(30));

/** A report video's file name as the upload link gave it (a UUID with the extension). */
const VideoFileNameSchema = v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,10})?$/));

const ReportDataInputSchema = v.object({
  fields: ReportFieldsInputSchema,
  date: ReportDateSchema,
  fullTypeId: KeySchema,
  homeworkGroups: HomeworkInputSchema,
  videoFileName: v.nullish(v.union([v.literal(''), VideoFileNameSchema])),
  status: ReportStatusSchema,
});

export const ReportUpdateDataInputSchema = v.omit(ReportDataInputSchema, ['fullTypeId']);

/** Attendance of a group report: at most 100 students (a group is far smaller). */
const GroupAttendanceInputSchema = boundedArray(v.object({ studentId: IdLikeSchema, status: AttendanceStatusSchema }), 100);

export const CreateStudentReportInputSchema = v.object({
  studentId: IdLikeSchema,
  data: ReportDataInputSchema,
});
export const CreateGroupReportInputSchema = v.object({
  studentGroupId: IdLikeSchema,
  students: GroupAttendanceInputSchema,
  data: ReportDataInputSchema,
});
export const UpdateReportInputSchema = v.object({
  reportId: IdLikeSchema,
  studentId: IdLikeSchema,
  data: ReportUpdateDataInputSchema,
});
export const UpdateGroupReportInputSchema = v.object({
  reportId: IdLikeSchema,
  students: GroupAttendanceInputSchema,
  data: ReportUpdateDataInputSchema,
});

export const ReportListInputSchema = v.object({
  studentId: IdLikeSchema,
  page: PageSchema,
  pageSize: pageSizeSchema(10),
  fullTypeId: v.optional(v.nullable(KeySchema)),
});
export const GroupReportListInputSchema = v.object({
  studentGroupId: IdLikeSchema,
  page: PageSchema,
  pageSize: pageSizeSchema(10),
  fullTypeId: v.optional(v.nullable(KeySchema)),
});

export const FileUploadLinkQuerySchema = v.object({
  contentType: v.pipe(textLine(100), v.nonEmpty()),
  fileExtension: v.pipe(textLine(10), v.nonEmpty()),
  /** The file's size in bytes, when known: a too large file is refused before it is sent. */
  fileSize: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.maxLength(16), v.regex(/^\d+$/))]),
      v.transform(Number),
      v.integer(),
      v.minValue(0),
      v.maxValue(Number.MAX_SAFE_INTEGER),
    ),
  ),
});
export const FileUploadLinkSchema = v.object({
  url: v.string(),
  fileName: v.string(),
  /** Headers the upload must carry exactly as given (an S3 bucket's "only if nothing is there yet"). */
  headers: v.optional(v.record(v.string(), v.string()), {}),
});

export const PlannedTeacherRateSchema = v.object({
  version: v.nullable(v.number()),
  rate: v.nullable(v.number()),
  baseRate: v.nullable(v.number()),
  auctionMultiplier: v.nullable(v.number()),
  skillMultiplier: v.nullable(v.number()),
  qualityMultiplier: v.nullable(v.number()),
  performanceBonus: v.nullable(v.number()),
  LTVBonus: v.nullable(v.number()),
  salaryPaymentMethodMultiplier: v.nullable(v.number()),
});

/** What the report area of a student page reads of the student (a whole Student fits). */
export const ReportStudentSchema = v.pick(StudentSchema, [
  'id',
  'firstName',
  'lastName',
  'teachers',
  'userGroupId',
  'defaultReportFullTypeId',
  'studentPaidReportsLeftCounts',
  'lastStudentStatusForbidEditing',
  'prevAppointmentDate',
  'nextAppointmentDate',
]);
export const ReportStudentInputSchema = v.object({ studentId: IdLikeSchema });

/** What the report area of a group reads of the group: who attends and who teaches. */
export const ReportGroupSchema = v.object({
  id: IdSchema,
  name: v.string(),
  userGroupId: v.nullable(IdSchema),
  students: v.array(PersonRefSchema),
  teachers: v.array(PersonRefSchema),
  defaultReportFullTypeId: v.nullable(v.string()),
  prevAppointmentDate: NullableDateTimeSchema,
  nextAppointmentDate: NullableDateTimeSchema,
});
export const ReportGroupInputSchema = v.object({ studentGroupId: IdLikeSchema });

export type ReportStatus = v.InferOutput<typeof ReportStatusSchema>;
export type AttendanceStatus = v.InferOutput<typeof AttendanceStatusSchema>;
export type ReportFullType = v.InferOutput<typeof ReportFullTypeSchema>;
export type HomeworkGroup = v.InferOutput<typeof HomeworkGroupSchema>;
export type HomeworkInput = v.InferOutput<typeof HomeworkInputSchema>;
export type Report = v.InferOutput<typeof ReportSchema>;
export type ReportPage = v.InferOutput<typeof ReportPageSchema>;
export type RateData = v.InferOutput<typeof RateDataSchema>;
export type ReportDataInput = v.InferOutput<typeof ReportDataInputSchema>;
export type PlannedTeacherRate = v.InferOutput<typeof PlannedTeacherRateSchema>;
export type FileUploadLink = v.InferOutput<typeof FileUploadLinkSchema>;
export type ReportStudent = v.InferOutput<typeof ReportStudentSchema>;
export type ReportGroup = v.InferOutput<typeof ReportGroupSchema>;
