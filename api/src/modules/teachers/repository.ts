import type { Database } from '../../db/database';

/** Teachers' own data: search requests of students looking for a teacher. */
export async function countNewTeacherSearchRequests(db: Database): Promise<number> {
  const row = await db
    .selectFrom('teacher_search_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_new', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
