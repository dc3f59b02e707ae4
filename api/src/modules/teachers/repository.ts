import type { StudentGroupListItem, StudentListItem, TeacherSearchRequest } from '@school/shared/schemas';
import type { Database } from '../../db/database';

/** Teachers' own data: their students and groups, their page, and search requests of students looking for a teacher. */

export async function countNewTeacherSearchRequests(db: Database): Promise<number> {
  const row = await db
    .selectFrom('teacher_search_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_new', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listTeacherSearchRequests(db: Database): Promise<TeacherSearchRequest[]> {
  const rows = await db
    .selectFrom('teacher_search_requests as r')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .select(['r.id', 'r.comment', 'r.is_new', 'r.created_at', 'u.id as student_id', 'u.first_name', 'u.last_name'])
    .orderBy('r.is_new', 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    student: { id: r.student_id, firstName: r.first_name, lastName: r.last_name },
    comment: r.comment,
    isNew: r.is_new,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function markTeacherSearchRequestsSeen(db: Database, ids: number[]): Promise<void> {
  await db.updateTable('teacher_search_requests').set({ is_new: false }).where('id', 'in', ids).execute();
}

export async function findTeacher(db: Database, teacherId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('teacher_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.phone', 'u.skype', 'p.bio'])
    .where('u.id', '=', teacherId)
    .where('u.is_teacher', '=', true)
    .executeTakeFirst();
}

/** Students of one teacher, or every student when teacherId is null; sorted by name. */
export async function listStudents(db: Database, teacherId: number | null, now: Date): Promise<StudentListItem[]> {
  let query = db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.self_paying'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id');
  if (teacherId !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('student_teachers as st').select('st.student_id').whereRef('st.student_id', '=', 's.user_id').where('st.teacher_id', '=', teacherId)),
    );
  }
  const students = await query.execute();
  if (students.length === 0) return [];
  const ids = students.map((s) => s.id);

  const [statuses, balances, next] = await Promise.all([
    db
      .selectFrom('student_status_changes as c')
      .innerJoin('student_statuses as st', 'st.id', 'c.status_id')
      .distinctOn('c.student_id')
      .select(['c.student_id', 'st.id', 'st.name'])
      .where('c.student_id', 'in', ids)
      .orderBy('c.student_id')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
    db
      .selectFrom('student_balances')
      .select(['student_id', (eb) => eb.fn.sum<number>('reports_left').as('left')])
      .where('student_id', 'in', ids)
      .groupBy('student_id')
      .execute(),
    db
      .selectFrom('appointments')
      .select(['student_id', (eb) => eb.fn.min<Date>('date').as('next')])
      .where('student_id', 'in', ids)
      .where('date', '>=', now)
      .groupBy('student_id')
      .execute(),
  ]);
  const statusOf = new Map(statuses.map((s) => [s.student_id, s]));
  const leftOf = new Map(balances.map((b) => [b.student_id, Number(b.left)]));
  const nextOf = new Map(next.map((n) => [n.student_id, n.next]));

  return students.map((s) => {
    const status = statusOf.get(s.id);
    const nextDate = nextOf.get(s.id);
    return {
      id: s.id,
      firstName: s.first_name,
      lastName: s.last_name,
      lastStudentStatusId: status?.id ?? null,
      lastStudentStatusName: status?.name ?? null,
      selfPaying: s.self_paying,
      reportsLeft: s.self_paying ? (leftOf.get(s.id) ?? 0) : null,
      nextAppointmentDate: nextDate ? new Date(nextDate).toISOString() : null,
    };
  });
}

/** Groups of one teacher, or every group when teacherId is null; sorted by name. */
export async function listStudentGroups(db: Database, teacherId: number | null, now: Date): Promise<StudentGroupListItem[]> {
  let query = db
    .selectFrom('student_groups as g')
    .leftJoin('subscription_plans as p', 'p.id', 'g.subscription_plan_id')
    .select(['g.id', 'g.name', 'p.name as plan_name'])
    .orderBy('g.name')
    .orderBy('g.id');
  if (teacherId !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('student_group_teachers as gt')
          .select('gt.student_group_id')
          .whereRef('gt.student_group_id', '=', 'g.id')
          .where('gt.teacher_id', '=', teacherId),
      ),
    );
  }
  const groups = await query.execute();
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const [counts, next] = await Promise.all([
    db
      .selectFrom('student_group_students')
      .select(['student_group_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('student_group_id', 'in', ids)
      .groupBy('student_group_id')
      .execute(),
    db
      .selectFrom('appointments')
      .select(['student_group_id', (eb) => eb.fn.min<Date>('date').as('next')])
      .where('student_group_id', 'in', ids)
      .where('date', '>=', now)
      .groupBy('student_group_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.student_group_id, Number(c.count)]));
  const nextOf = new Map(next.map((n) => [n.student_group_id, n.next]));
  return groups.map((g) => {
    const nextDate = nextOf.get(g.id);
    return {
      id: g.id,
      name: g.name,
      studentsCount: countOf.get(g.id) ?? 0,
      subscriptionPlanName: g.plan_name,
      nextAppointmentDate: nextDate ? new Date(nextDate).toISOString() : null,
    };
  });
}

/** A learner's questionnaire becomes a new request: the summary is the comment teachers read, the answers are kept as sent. */
export async function insertTeacherSearchRequest(db: Database, args: { studentId: number; comment: string; answers: unknown; now: Date }): Promise<number> {
  const row = await db
    .insertInto('teacher_search_requests')
    .values({ student_id: args.studentId, comment: args.comment, answers: JSON.stringify(args.answers), is_new: true, created_at: args.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countTeacherSearchRequestsSince(db: Database, studentId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('teacher_search_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
