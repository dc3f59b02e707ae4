import { sql, type Expression, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AttendanceStatus, HomeworkInput, PlannedTeacherRate, RateData, Report, ReportGroup, ReportStatus, ReportStudent } from '@school/shared/schemas';
import { rateDataFromStored } from '@school/shared/domain';
import { loadCatalogue, type Catalogue } from '../../db/catalogue';
import { compiledStatement } from '../../db/compiled';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { StudentGroupFacts } from '../student-groups/repository';
import { paidReportsLeftJson, studentTeachersJson, type StudentFacts } from '../students/repository';

/** Lesson reports, their homework and attendance, report videos and teacher rates. */

/** A report as stored, with what the rules and the visibility of fields need. */
export type ReportRecord = Report & {
  /** Field type ids not visible for students. */
  hiddenFieldTypeIds: number[];
};

const iso = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());

// ---------------------------------------------------------------------------------------------
// The report areas of a student page and a group page (facts come from the students and student-groups repositories)

/** The last appointment up to now and the first one after it, as subqueries of a bigger statement. */
function appointmentsAround(db: Database, where: { column: 'student_id' | 'student_group_id'; value: Expression<number> | number }, now: Date) {
  const base = () => db.selectFrom('appointments as ap').select('ap.date').where(`ap.${where.column}`, '=', where.value);
  return [
    base().where('ap.date', '<=', now).orderBy('ap.date', 'desc').limit(1).as('prev_appointment'),
    base().where('ap.date', '>', now).orderBy('ap.date', 'asc').limit(1).as('next_appointment'),
  ] as const;
}

/** What the report area of a student page needs (reports.getStudent): one statement. */
export async function loadReportStudent(db: Database, facts: StudentFacts, now: Date): Promise<ReportStudent> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.first_name',
      'u.last_name',
      studentTeachersJson(db, eb.ref('u.id')).as('teachers'),
      paidReportsLeftJson(db, eb.ref('u.id')).as('balances'),
      ...appointmentsAround(db, { column: 'student_id', value: eb.ref('u.id') }, now),
    ])
    .where('u.id', '=', facts.id)
    .executeTakeFirstOrThrow();
  return {
    id: facts.id,
    firstName: row.first_name,
    lastName: row.last_name,
    teachers: row.teachers,
    userGroupId: facts.userGroupId,
    defaultReportFullTypeId: facts.defaultReportFullTypeId,
    studentPaidReportsLeftCounts: row.balances,
    lastStudentStatusForbidEditing: facts.lastStudentStatusForbidEditing,
    prevAppointmentDate: iso(row.prev_appointment),
    nextAppointmentDate: iso(row.next_appointment),
  };
}

/** What the report area of a group page needs (reports.getGroup): one statement. */
export async function loadReportGroup(db: Database, facts: StudentGroupFacts, now: Date): Promise<ReportGroup> {
  const people = (ids: number[]) =>
    jsonArrayFrom(
      db
        .selectFrom('users as p')
        .select(['p.id', 'p.first_name as firstName', 'p.last_name as lastName'])
        .where('p.id', 'in', ids.length > 0 ? ids : [0])
        .orderBy('p.last_name')
        .orderBy('p.first_name')
        .orderBy('p.id'),
    );
  const row = await db
    .selectNoFrom([
      people(facts.studentIds).as('students'),
      people(facts.teacherIds).as('teachers'),
      ...appointmentsAround(db, { column: 'student_group_id', value: facts.id }, now),
    ])
    .executeTakeFirstOrThrow();
  return {
    id: facts.id,
    name: facts.name,
    userGroupId: facts.userGroupId,
    students: row.students,
    teachers: row.teachers,
    defaultReportFullTypeId: facts.defaultReportFullTypeId,
    prevAppointmentDate: iso(row.prev_appointment),
    nextAppointmentDate: iso(row.next_appointment),
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

/**
 * Reports with everything a card shows, each row one report: the teacher's and the comment author's
 * names and the teacher's pay facts by join, fields, homework (with items) and attendance as JSON.
 * Names, order and visibility of fields come from the catalogue cache.
 */
function reportCardsQuery(db: Database) {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as t', 't.id', 'r.teacher_id')
    .leftJoin('users as a', 'a.id', 'r.superteacher_comment_author_id')
    .leftJoin('teacher_profiles as tp', 'tp.user_id', 'r.teacher_id')
    .selectAll('r')
    .select((eb) => [
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
      'a.first_name as author_first_name',
      'a.last_name as author_last_name',
      'tp.last_salary_payment_method_change as method_change',
      jsonArrayFrom(db.selectFrom('report_fields as f').select(['f.report_field_type_id as typeId', 'f.value']).where('f.report_id', '=', eb.ref('r.id'))).as(
        'fields_json',
      ),
      jsonArrayFrom(
        db
          .selectFrom('homework_groups as g')
          .select((g) => [
            'g.id',
            'g.index',
            'g.header',
            'g.body',
            jsonArrayFrom(
              db
                .selectFrom('homework_items as i')
                .select(['i.id', 'i.index', 'i.header', 'i.body'])
                .where('i.homework_group_id', '=', g.ref('g.id'))
                .orderBy('i.index')
                .orderBy('i.id'),
            ).as('items'),
          ])
          .where('g.report_id', '=', eb.ref('r.id'))
          .orderBy('g.index')
          .orderBy('g.id'),
      ).as('homework_json'),
      jsonArrayFrom(
        db
          .selectFrom('reports_users as ru')
          .innerJoin('users as u', 'u.id', 'ru.student_id')
          .select(['ru.student_id as studentId', 'ru.status', 'u.first_name as firstName', 'u.last_name as lastName'])
          .where('ru.report_id', '=', eb.ref('r.id'))
          // Individual reports have no attendance: their subquery stops at this one-time check.
          .where(eb.ref('r.student_group_id'), 'is not', null)
          .orderBy('u.last_name')
          .orderBy('u.first_name')
          .orderBy('ru.student_id'),
      ).as('attendance_json'),
    ]);
}

type ReportCardRow = Awaited<ReturnType<ReturnType<typeof reportCardsQuery>['executeTakeFirstOrThrow']>>;

function rateDataOf(row: ReportCardRow): RateData | null {
  return rateDataFromStored(row.rate_data, {
    version: row.rate_version,
    rate: row.rate,
    salaryPaymentMethodMultiplier: row.rate_salary_payment_method_multiplier,
  });
}

/** A row of `reportCardsQuery` as the API's report, numbered `order` in its list. */
function toReportRecord(row: ReportCardRow, order: number, catalogue: Catalogue): ReportRecord {
  const format = catalogue.formatById.get(row.full_type_id);
  const orderInForm = new Map((format?.fieldTypes ?? []).map((f) => [f.id, f.order]));
  const fields = row.fields_json
    .flatMap((f) => {
      const type = catalogue.fieldTypeById.get(f.typeId);
      return type ? [{ ...f, type }] : [];
    })
    .sort((a, b) => (orderInForm.get(a.typeId) ?? 999) - (orderInForm.get(b.typeId) ?? 999) || a.typeId - b.typeId);
  const isGroup = row.student_group_id !== null;
  return {
    id: row.id,
    teacher: { id: row.teacher_id, firstName: row.teacher_first_name, lastName: row.teacher_last_name },
    teacherId: row.teacher_id,
    studentId: row.student_id,
    studentGroupId: row.student_group_id,
    date: row.date.toISOString(),
    createdAt: row.created_at.toISOString(),
    order,
    fullType: { name: format?.name ?? row.full_type_id },
    fullTypeId: row.full_type_id,
    status: row.status as ReportStatus,
    fields: fields.map((f) => ({ reportFieldTypeId: f.typeId, type: { id: f.typeId, name: f.type.name }, value: f.value })),
    hiddenFieldTypeIds: fields.filter((f) => !f.type.visibleForStudent).map((f) => f.typeId),
    homeworkGroups: row.homework_json.map((g) => ({
      id: g.id,
      index: g.index,
      header: g.header,
      body: g.body,
      deletedAt: null,
      items: g.items.map((item) => ({ id: item.id, index: item.index, header: item.header, body: item.body, deletedAt: null })),
    })),
    receiptId: row.receipt_id,
    paidByTransactionId: row.paid_by_transaction_id,
    videoFileName: row.video_file_name,
    superteacherCommentBody: row.superteacher_comment_body,
    superteacherCommentAuthor:
      row.superteacher_comment_author_id !== null && row.author_first_name !== null && row.author_last_name !== null
        ? { firstName: row.author_first_name, lastName: row.author_last_name }
        : null,
    superteacherCommentUpdatedAt: iso(row.superteacher_comment_updated_at),
    rate: row.rate,
    rateData: rateDataOf(row),
    lastTeacherSalaryPaymentMethodChange: iso(row.method_change),
    reportsUsers: isGroup
      ? row.attendance_json.map((a) => ({
          studentId: a.studentId,
          student: { firstName: a.firstName, lastName: a.lastName },
          status: a.status as AttendanceStatus,
        }))
      : undefined,
  };
}

type ListColumn = 'student_id' | 'student_group_id';

/** The lesson types found among all the reports of a list, as an array column. */
const typesInList = (column: ListColumn, value: number) =>
  sql<string[]>`array(select distinct x.full_type_id from reports x where ${sql.ref(`x.${column}`)} = ${value})`;

/** The statement of a report page, one per list kind and with or without a lesson type filter. */
function reportPageStatement(column: ListColumn, byType: boolean) {
  return compiledStatement(`report page ${column} ${byType}`, (db, value: number, fullTypeId: string, limit: number, offset: number) => {
    let pageIds = db
      .selectFrom('reports as p')
      .select(['p.id', sql<number>`count(*) over ()`.as('total')])
      .where(`p.${column}`, '=', value);
    if (byType) pageIds = pageIds.where('p.full_type_id', '=', fullTypeId);
    return reportCardsQuery(db)
      .innerJoin(pageIds.orderBy('p.date', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).as('pg'), 'pg.id', 'r.id')
      .select(['pg.total', typesInList(column, value).as('types_in_list')])
      .orderBy('r.date', 'desc')
      .orderBy('r.id', 'desc');
  });
}

const reportPageStatements = {
  student_id: { all: reportPageStatement('student_id', false), byType: reportPageStatement('student_id', true) },
  student_group_id: { all: reportPageStatement('student_group_id', false), byType: reportPageStatement('student_group_id', true) },
};

/**
 * One page of a student's or a group's reports, newest lesson first, optionally of one lesson type.
 * `order` numbers the reports of the list from the oldest (1) on. One statement: the page's ids and
 * the total (`count(*) over ()`) in a subquery, the cards of those ids, and the lesson types of the
 * whole list; a page past the end needs a second one for the total.
 */
export async function listReports(
  db: Database,
  args: { studentId?: number; groupId?: number; page: number; pageSize: number; fullTypeId?: string | null },
): Promise<{ items: ReportRecord[]; total: number; fullTypes: { id: string; name: string }[] }> {
  const scope =
    args.studentId !== undefined ? ({ column: 'student_id', value: args.studentId } as const) : ({ column: 'student_group_id', value: args.groupId! } as const);
  const offset = (args.page - 1) * args.pageSize;
  const statement = reportPageStatements[scope.column][args.fullTypeId ? 'byType' : 'all'];
  const [rows, catalogue] = await Promise.all([statement(db, [scope.value, args.fullTypeId ?? '', args.pageSize, offset]), loadCatalogue(db)]);
  let total: number;
  let typeIds: string[];
  if (rows.length > 0) {
    total = Number(rows[0]!.total);
    typeIds = rows[0]!.types_in_list;
  } else {
    let count = db
      .selectFrom('reports as c')
      .select((eb) => [eb.fn.countAll<number>().as('count'), typesInList(scope.column, scope.value).as('types_in_list')])
      .where(`c.${scope.column}`, '=', scope.value);
    if (args.fullTypeId) count = count.where('c.full_type_id', '=', args.fullTypeId);
    const counted = await count.executeTakeFirstOrThrow();
    total = Number(counted.count);
    typeIds = counted.types_in_list;
  }
  const inList = new Set(typeIds);
  return {
    items: rows.map((row, i) => toReportRecord(row, total - offset - i, catalogue)),
    total,
    fullTypes: catalogue.formats.filter((f) => inList.has(f.id)).map((f) => ({ id: f.id, name: f.name })),
  };
}

/** A report with everything a card shows, or null: one statement (its number in its list included). */
export async function loadReport(db: Database, id: number): Promise<ReportRecord | null> {
  const [row, catalogue] = await Promise.all([
    reportCardsQuery(db)
      .select((eb) => [
        sql<number>`case when ${eb.ref('r.student_id')} is not null
          then (select count(*) from reports x where x.student_id = ${eb.ref('r.student_id')} and (x.date, x.id) <= (${eb.ref('r.date')}, ${eb.ref('r.id')}))
          else (select count(*) from reports x where x.student_group_id = ${eb.ref('r.student_group_id')} and (x.date, x.id) <= (${eb.ref('r.date')}, ${eb.ref('r.id')})) end`.as(
          'order_in_list',
        ),
      ])
      .where('r.id', '=', id)
      .executeTakeFirst(),
    loadCatalogue(db),
  ]);
  return row ? toReportRecord(row, Number(row.order_in_list), catalogue) : null;
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
  /** What the new report sets off (its students' notifications), written in the report's own transaction. */
  afterInsert?: (trx: Database, reportId: number) => Promise<void>,
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
    await afterInsert?.(trx, id);
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

export async function insertUpload(
  db: Database,
  args: { fileName: string; folder: string; contentType: string; size: number | null; uploadedBy: number; now: Date },
) {
  await db
    .insertInto('uploads')
    .values({
      file_name: args.fileName,
      folder: args.folder,
      content_type: args.contentType,
      size: args.size,
      uploaded_by: args.uploadedBy,
      created_at: args.now,
    })
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
