import * as v from 'valibot';
import { homeworkHeaderProblem } from '../domain/homework';
import { validationTexts } from '../texts';
import { DateTimeSchema, IdLikeSchema, IdSchema, NullableDateTimeSchema, PersonNameSchema, PersonRefSchema } from './common';
import { StudentSchema } from './student';

export const ReportStatusSchema = v.picklist(['default', 'missing student']);
export const AttendanceStatusSchema = v.picklist(['present', 'absent']);

export const ReportFieldTypeSchema = v.object({
  id: IdSchema,
  name: v.string(),
  order: v.number(),
  visibleForStudent: v.boolean(),
});

/** A lesson format. Group formats have 'group' in their id. */
export const ReportFullTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  durationMins: v.number(),
  typeId: v.string(),
  fieldTypes: v.array(ReportFieldTypeSchema),
});
export const ReportFullTypesSchema = v.array(ReportFullTypeSchema);

export const ReportFieldSchema = v.object({
  reportFieldTypeId: IdSchema,
  type: v.object({ id: IdSchema, name: v.string() }),
  value: v.string(),
});

export const HomeworkItemSchema = v.object({
  id: v.optional(IdSchema),
  index: v.number(),
  header: v.string(),
  body: v.string(),
  deletedAt: v.nullish(DateTimeSchema),
});

export const HomeworkGroupSchema = v.object({
  id: v.optional(IdSchema),
  index: v.number(),
  header: v.string(),
  body: v.string(),
  deletedAt: v.nullish(DateTimeSchema),
  items: v.array(HomeworkItemSchema),
});

/** The planned rate a report was paid by, kept when it was written (the v2 numbers only for version 2). */
export const RateDataSchema = v.object({
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

export const ReportsUserSchema = v.object({
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
  v.isoTimestamp(validationTexts.reportDateRequired),
);

/** Homework as it is sent on create and update: deleted sections and items left out. */
export const HomeworkInputSchema = v.array(
  v.object({
    id: v.optional(IdSchema),
    index: v.number(),
    header: v.pipe(v.string(), v.maxLength(500)),
    body: v.pipe(v.string(), v.maxLength(20_000)),
    items: v.array(
      v.object({
        id: v.optional(IdSchema),
        index: v.number(),
        header: v.pipe(
          v.string(),
          v.maxLength(2_000),
          v.check((header) => homeworkHeaderProblem(header) !== 'required', validationTexts.homeworkHeaderRequired),
          v.check((header) => homeworkHeaderProblem(header) !== 'mixed', validationTexts.homeworkHeaderMixed),
        ),
        body: v.pipe(v.string(), v.maxLength(20_000)),
      }),
    ),
  }),
);

/** Report field values by report-field-type id. */
export const ReportFieldsInputSchema = v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.pipe(v.string(), v.maxLength(20_000)));

export const ReportDataInputSchema = v.object({
  fields: ReportFieldsInputSchema,
  date: ReportDateSchema,
  fullTypeId: v.pipe(v.string(), v.nonEmpty()),
  homeworkGroups: HomeworkInputSchema,
  videoFileName: v.nullish(v.pipe(v.string(), v.maxLength(200))),
  status: ReportStatusSchema,
});

export const ReportUpdateDataInputSchema = v.omit(ReportDataInputSchema, ['fullTypeId']);

export const GroupAttendanceInputSchema = v.array(
  v.object({ studentId: IdLikeSchema, status: AttendanceStatusSchema }),
);

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
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
  fullTypeId: v.optional(v.nullable(v.string())),
});
export const GroupReportListInputSchema = v.object({
  studentGroupId: IdLikeSchema,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
  fullTypeId: v.optional(v.nullable(v.string())),
});

export const FileUploadLinkQuerySchema = v.object({
  contentType: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  fileExtension: v.pipe(v.string(), v.nonEmpty(), v.maxLength(10)),
  /** The file's size in bytes, when known: a too large file is refused before it is sent. */
  fileSize: v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(0))),
});
export const FileUploadLinkSchema = v.object({ url: v.string(), fileName: v.string() });

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
export type ReportFieldType = v.InferOutput<typeof ReportFieldTypeSchema>;
export type ReportFullType = v.InferOutput<typeof ReportFullTypeSchema>;
export type ReportField = v.InferOutput<typeof ReportFieldSchema>;
export type HomeworkItem = v.InferOutput<typeof HomeworkItemSchema>;
export type HomeworkGroup = v.InferOutput<typeof HomeworkGroupSchema>;
export type HomeworkInput = v.InferOutput<typeof HomeworkInputSchema>;
export type Report = v.InferOutput<typeof ReportSchema>;
export type ReportPage = v.InferOutput<typeof ReportPageSchema>;
export type ReportsUser = v.InferOutput<typeof ReportsUserSchema>;
export type RateData = v.InferOutput<typeof RateDataSchema>;
export type ReportDataInput = v.InferOutput<typeof ReportDataInputSchema>;
export type CreateStudentReportInput = v.InferInput<typeof CreateStudentReportInputSchema>;
export type CreateGroupReportInput = v.InferInput<typeof CreateGroupReportInputSchema>;
export type UpdateReportInput = v.InferInput<typeof UpdateReportInputSchema>;
export type UpdateGroupReportInput = v.InferInput<typeof UpdateGroupReportInputSchema>;
export type PlannedTeacherRate = v.InferOutput<typeof PlannedTeacherRateSchema>;
export type FileUploadLink = v.InferOutput<typeof FileUploadLinkSchema>;
export type ReportStudent = v.InferOutput<typeof ReportStudentSchema>;
export type ReportGroup = v.InferOutput<typeof ReportGroupSchema>;
export type FileUploadLinkQuery = v.InferInput<typeof FileUploadLinkQuerySchema>;
