import type { Selectable, Transaction } from 'kysely';
import type {
  AttendanceStatus,
  HomeworkInput,
  PlannedTeacherRate,
  RateData,
  Report,
  ReportGroup,
  ReportStatus,
  ReportStudent,
} from '@school/shared/schemas';
import { rateDataFromStored } from '@school/shared/domain';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { StudentGroupFacts } from '../student-groups/repository';
import { listPaidReportsLeft, listStudentTeachers, type StudentFacts } from '../students/repository';

/** Lesson reports, their homework and attendance, report videos and teacher rates. */

type ReportRow = Selectable<DB['reports']> & { teacher_first_name: string; teacher_last_name: string };

/** A report as stored, with what the rules and the visibility of fields need. */
export type ReportRecord = Report & {
  /** Field type ids not visible for students. */
  hiddenFieldTypeIds: number[];
};

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

// ---------------------------------------------------------------------------------------------
// The report areas of a student page and a group page (facts come from the students and student-groups repositories)

async function appointmentsAround(db: Database, where: { studentId?: number; groupId?: number }, now: Date) {
  const base = () => {
    let q = db.selectFrom('appointments').select('date');
    if (where.studentId !== undefined) q = q.where('student_id', '=', where.studentId);
    if (where.groupId !== undefined) q = q.where('student_group_id', '=', where.groupId);
    return q;
  };
  const [prev, next] = await Promise.all([
    base().where('date', '<=', now).orderBy('date', 'desc').limit(1).executeTakeFirst(),
    base().where('date', '>', now).orderBy('date', 'asc').limit(1).executeTakeFirst(),
  ]);
  return { prevAppointmentDate: iso(prev?.date), nextAppointmentDate: iso(next?.date) };
}

/** What the report area of a student page needs (reports.getStudent). */
export async function loadReportStudent(db: Database, facts: StudentFacts, now: Date): Promise<ReportStudent> {
  const [user, teachers, balances, appointments] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', facts.id).executeTakeFirstOrThrow(),
    listStudentTeachers(db, facts.id),
    listPaidReportsLeft(db, facts.id),
    appointmentsAround(db, { studentId: facts.id }, now),
  ]);
  return {
    id: facts.id,
    firstName: user.first_name,
    lastName: user.last_name,
    teachers,
    userGroupId: facts.userGroupId,
    defaultReportFullTypeId: facts.defaultReportFullTypeId,
    studentPaidReportsLeftCounts: balances,
    lastStudentStatusForbidEditing: facts.lastStudentStatusForbidEditing,
    ...appointments,
  };
}

/** What the report area of a group page needs (reports.getGroup). */
export async function loadReportGroup(db: Database, facts: StudentGroupFacts, now: Date): Promise<ReportGroup> {
  const people = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).orderBy('last_name').orderBy('first_name').execute();
  const [students, teachers, appointments] = await Promise.all([
    people(facts.studentIds),
    people(facts.teacherIds),
    appointmentsAround(db, { groupId: facts.id }, now),
  ]);
  const ref = (u: { id: number; first_name: string; last_name: string }) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name });
  return {
    id: facts.id,
    name: facts.name,
    userGroupId: facts.userGroupId,
    students: students.map(ref),
    teachers: teachers.map(ref),
    defaultReportFullTypeId: facts.defaultReportFullTypeId,
    ...appointments,
  };
}

/** The teacher teaches the student, alone or in one of their groups. */
export async function teachesStudent(db: Database, teacherId: number, studentId: number): Promise<boolean> {
  const own = await db
    .selectFrom('student_teachers')
    .select('student_id')
    .where('teacher_id', '=', teacherId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (own) return true;
  const inGroup = await db
    .selectFrom('student_group_students as gs')
    .innerJoin('student_group_teachers as gt', 'gt.student_group_id', 'gs.student_group_id')
    .select('gs.student_id')
    .where('gt.teacher_id', '=', teacherId)
    .where('gs.student_id', '=', studentId)
    .executeTakeFirst();
  return inGroup !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading reports

function reportsQuery(db: Database) {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as t', 't.id', 'r.teacher_id')
    .selectAll('r')
    .select(['t.first_name as teacher_first_name', 't.last_name as teacher_last_name']);
}

function rateDataOf(row: ReportRow): RateData | null {
  return rateDataFromStored(row.rate_data, {
    version: row.rate_version,
    rate: row.rate,
    salaryPaymentMethodMultiplier: row.rate_salary_payment_method_multiplier,
  });
}

/** Fills reports with their fields, homework, attendance, comment authors and pay facts (a few queries for any page). */
async function hydrate(db: Database, rows: ReportRow[], orders: number[]): Promise<ReportRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.superteacher_comment_author_id).filter((id): id is number => id !== null))];
  const teacherIds = [...new Set(rows.map((r) => r.teacher_id))];
  const [fullTypes, fields, groups, attendance, authors, profiles] = await Promise.all([
    db.selectFrom('report_full_types').select(['id', 'name']).where('id', 'in', [...new Set(rows.map((r) => r.full_type_id))]).execute(),
    db
      .selectFrom('report_fields as f')
      .innerJoin('report_field_types as ft', 'ft.id', 'f.report_field_type_id')
      .leftJoin('reports as r', 'r.id', 'f.report_id')
      .leftJoin('report_full_type_fields as tf', (join) =>
        join.onRef('tf.report_field_type_id', '=', 'f.report_field_type_id').onRef('tf.report_full_type_id', '=', 'r.full_type_id'),
      )
      .select(['f.report_id', 'f.report_field_type_id', 'f.value', 'ft.name', 'ft.visible_for_student', 'tf.order'])
      .where('f.report_id', 'in', ids)
      .execute(),
    db.selectFrom('homework_groups').selectAll().where('report_id', 'in', ids).orderBy('index').orderBy('id').execute(),
    db
      .selectFrom('reports_users as ru')
      .innerJoin('users as u', 'u.id', 'ru.student_id')
      .select(['ru.report_id', 'ru.student_id', 'ru.status', 'u.first_name', 'u.last_name'])
      .where('ru.report_id', 'in', ids)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .execute(),
    authorIds.length === 0 ? Promise.resolve([]) : db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', authorIds).execute(),
    db.selectFrom('teacher_profiles').select(['user_id', 'last_salary_payment_method_change']).where('user_id', 'in', teacherIds).execute(),
  ]);
  const groupIds = groups.map((g) => g.id);
  const items =
    groupIds.length === 0
      ? []
      : await db.selectFrom('homework_items').selectAll().where('homework_group_id', 'in', groupIds).orderBy('index').orderBy('id').execute();

  const typeName = new Map(fullTypes.map((t) => [t.id, t.name]));
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const methodChange = new Map(profiles.map((p) => [p.user_id, p.last_salary_payment_method_change]));

  return rows.map((row, i) => {
    const own = fields.filter((f) => f.report_id === row.id).sort((a, b) => (a.order ?? 999) - (b.order ?? 999) || a.report_field_type_id - b.report_field_type_id);
    const author = row.superteacher_comment_author_id !== null ? authorById.get(row.superteacher_comment_author_id) : undefined;
    const isGroup = row.student_group_id !== null;
    return {
      id: row.id,
      teacher: { id: row.teacher_id, firstName: row.teacher_first_name, lastName: row.teacher_last_name },
      teacherId: row.teacher_id,
      studentId: row.student_id,
      studentGroupId: row.student_group_id,
      date: row.date.toISOString(),
      createdAt: row.created_at.toISOString(),
      order: orders[i] ?? 0,
      fullType: { name: typeName.get(row.full_type_id) ?? row.full_type_id },
      fullTypeId: row.full_type_id,
      status: row.status as ReportStatus,
      fields: own.map((f) => ({ reportFieldTypeId: f.report_field_type_id, type: { id: f.report_field_type_id, name: f.name }, value: f.value })),
      hiddenFieldTypeIds: own.filter((f) => !f.visible_for_student).map((f) => f.report_field_type_id),
      homeworkGroups: groups
        .filter((g) => g.report_id === row.id)
        .map((g) => ({
          id: g.id,
          index: g.index,
          header: g.header,
          body: g.body,
          deletedAt: null,
          items: items
            .filter((item) => item.homework_group_id === g.id)
            .map((item) => ({ id: item.id, index: item.index, header: item.header, body: item.body, deletedAt: null })),
        })),
      receiptId: row.receipt_id,
      paidByTransactionId: row.paid_by_transaction_id,
      videoFileName: row.video_file_name,
      superteacherCommentBody: row.superteacher_comment_body,
      superteacherCommentAuthor: author ? { firstName: author.first_name, lastName: author.last_name } : null,
      superteacherCommentUpdatedAt: iso(row.superteacher_comment_updated_at),
      rate: row.rate,
      rateData: rateDataOf(row),
      lastTeacherSalaryPaymentMethodChange: iso(methodChange.get(row.teacher_id)),
      reportsUsers: isGroup
        ? attendance
            .filter((a) => a.report_id === row.id)
            .map((a) => ({ studentId: a.student_id, student: { firstName: a.first_name, lastName: a.last_name }, status: a.status as AttendanceStatus }))
        : undefined,
    };
  });
}

/**
 * One page of a student's or a group's reports, newest lesson first, optionally of one lesson type.
 * `order` numbers the reports of the list from the oldest (1) on.
 */
export async function listReports(
  db: Database,
  args: { studentId?: number; groupId?: number; page: number; pageSize: number; fullTypeId?: string | null },
): Promise<{ items: ReportRecord[]; total: number; fullTypes: { id: string; name: string }[] }> {
  const scope = args.studentId !== undefined ? ({ column: 'student_id', value: args.studentId } as const) : ({ column: 'student_group_id', value: args.groupId! } as const);
  let page = reportsQuery(db).where(`r.${scope.column}`, '=', scope.value);
  let count = db.selectFrom('reports as r').select((eb) => eb.fn.countAll<number>().as('count')).where(`r.${scope.column}`, '=', scope.value);
  if (args.fullTypeId) {
    page = page.where('r.full_type_id', '=', args.fullTypeId);
    count = count.where('r.full_type_id', '=', args.fullTypeId);
  }
  const offset = (args.page - 1) * args.pageSize;
  const [rows, counted, types] = await Promise.all([
    page.orderBy('r.date', 'desc').orderBy('r.id', 'desc').limit(args.pageSize).offset(offset).execute(),
    count.executeTakeFirstOrThrow(),
    db
      .selectFrom('report_full_types as f')
      .select(['f.id', 'f.name'])
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('reports as r').select('r.id').whereRef('r.full_type_id', '=', 'f.id').where(`r.${scope.column}`, '=', scope.value)),
      )
      .orderBy('f.duration_mins')
      .orderBy('f.id')
      .execute(),
  ]);
  const total = Number(counted.count);
  const items = await hydrate(db, rows, rows.map((_, i) => total - offset - i));
  return { items, total, fullTypes: types };
}

/** A report with everything a card shows, or null. */
export async function loadReport(db: Database, id: number): Promise<ReportRecord | null> {
  const row = await reportsQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const scope = row.student_id !== null ? ('student_id' as const) : ('student_group_id' as const);
  const before = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(scope, '=', (row.student_id ?? row.student_group_id)!)
    .where((eb) => eb.or([eb('date', '<', row.date), eb.and([eb('date', '=', row.date), eb('id', '<=', row.id)])]))
    .executeTakeFirstOrThrow();
  const [record] = await hydrate(db, [row], [Number(before.count)]);
  return record ?? null;
}

/** The facts of a report the rules read, or null. */
export async function loadReportFacts(db: Database, id: number) {
  const row = await db
    .selectFrom('reports')
    .select(['id', 'teacher_id', 'student_id', 'student_group_id', 'full_type_id', 'created_at', 'receipt_id', 'paid_by_transaction_id', 'video_file_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    teacherId: row.teacher_id,
    studentId: row.student_id,
    studentGroupId: row.student_group_id,
    fullTypeId: row.full_type_id,
    createdAt: row.created_at.toISOString(),
    receiptId: row.receipt_id,
    paidByTransactionId: row.paid_by_transaction_id,
    videoFileName: row.video_file_name,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing reports

export interface ReportWrite {
  date: string;
  status: ReportStatus;
  fields: Record<string, string>;
  homeworkGroups: HomeworkInput;
  videoFileName: string | null;
}

type Trx = Transaction<DB>;

async function writeDetails(trx: Trx, reportId: number, data: ReportWrite, attendance: { studentId: number; status: AttendanceStatus }[] | null) {
  await trx.deleteFrom('report_fields').where('report_id', '=', reportId).execute();
  const fieldRows = Object.entries(data.fields)
    .filter(([, value]) => value.trim() !== '')
    .map(([fieldTypeId, value]) => ({ report_id: reportId, report_field_type_id: Number(fieldTypeId), value }));
  if (fieldRows.length > 0) await trx.insertInto('report_fields').values(fieldRows).execute();

  await trx.deleteFrom('homework_groups').where('report_id', '=', reportId).execute();
  for (const [groupIndex, group] of data.homeworkGroups.entries()) {
    const { id } = await trx
      .insertInto('homework_groups')
      .values({ report_id: reportId, index: groupIndex, header: group.header, body: group.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (group.items.length > 0) {
      await trx
        .insertInto('homework_items')
        .values(group.items.map((item, itemIndex) => ({ homework_group_id: id, index: itemIndex, header: item.header.trim(), body: item.body })))
        .execute();
    }
  }

  if (attendance !== null) {
    await trx.deleteFrom('reports_users').where('report_id', '=', reportId).execute();
    if (attendance.length > 0) {
      await trx
        .insertInto('reports_users')
        .values(attendance.map((a) => ({ report_id: reportId, student_id: a.studentId, status: a.status })))
        .execute();
    }
  }
}

/** Writes a new report with its fields, homework and attendance in one transaction; answers its id. */
export async function insertReport(
  db: Database,
  args: {
    teacherId: number;
    studentId: number | null;
    groupId: number | null;
    fullTypeId: string;
    data: ReportWrite;
    attendance: { studentId: number; status: AttendanceStatus }[] | null;
    rate: { amount: number | null; planned: PlannedTeacherRate };
    now: Date;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('reports')
      .values({
        teacher_id: args.teacherId,
        student_id: args.studentId,
        student_group_id: args.groupId,
        date: new Date(args.data.date),
        created_at: args.now,
        updated_at: args.now,
        full_type_id: args.fullTypeId,
        status: args.data.status,
        video_file_name: args.data.videoFileName,
        rate: args.rate.amount,
        rate_version: args.rate.planned.version,
        rate_salary_payment_method_multiplier: args.rate.planned.salaryPaymentMethodMultiplier,
        rate_data: JSON.stringify(args.rate.planned),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeDetails(trx, id, args.data, args.attendance);
    return id;
  });
}

/** Replaces a report's date, status, video, fields, homework (and attendance) in one transaction. */
export async function updateReport(
  db: Database,
  args: { id: number; data: ReportWrite; attendance: { studentId: number; status: AttendanceStatus }[] | null; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reports')
      .set({ date: new Date(args.data.date), status: args.data.status, video_file_name: args.data.videoFileName, updated_at: args.now })
      .where('id', '=', args.id)
      .execute();
    await writeDetails(trx, args.id, args.data, args.attendance);
  });
}

export async function deleteReport(db: Database, id: number): Promise<void> {
  await db.deleteFrom('reports').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------
// Uploads and rates

export async function insertUpload(db: Database, args: { fileName: string; folder: string; contentType: string; size: number | null; uploadedBy: number; now: Date }) {
  await db
    .insertInto('uploads')
    .values({ file_name: args.fileName, folder: args.folder, content_type: args.contentType, size: args.size, uploaded_by: args.uploadedBy, created_at: args.now })
    .execute();
}

export async function findUpload(db: Database, fileName: string) {
  return db.selectFrom('uploads').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}

export async function markUploadCompleted(db: Database, fileName: string, size: number, now: Date) {
  await db.updateTable('uploads').set({ size, completed_at: now }).where('file_name', '=', fileName).where('completed_at', 'is', null).execute();
}

/** The teacher's planned rate for a lesson type; no rate row reads as version 1 without a rate. */
export async function loadPlannedRate(db: Database, teacherId: number, fullTypeId: string): Promise<PlannedTeacherRate> {
  const [rate, profile] = await Promise.all([
    db.selectFrom('teacher_rates').selectAll().where('teacher_id', '=', teacherId).where('report_full_type_id', '=', fullTypeId).executeTakeFirst(),
    db.selectFrom('teacher_profiles').select('salary_payment_method_multiplier').where('user_id', '=', teacherId).executeTakeFirst(),
  ]);
  const num = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return {
    version: rate ? rate.version : 1,
    rate: num(rate?.rate),
    baseRate: num(rate?.base_rate),
    auctionMultiplier: num(rate?.auction_multiplier),
    skillMultiplier: num(rate?.skill_multiplier),
    qualityMultiplier: num(rate?.quality_multiplier),
    performanceBonus: num(rate?.performance_bonus),
    LTVBonus: num(rate?.ltv_bonus),
    salaryPaymentMethodMultiplier: num(profile?.salary_payment_method_multiplier),
  };
}
