import type { Expression } from 'kysely';
import type { TeacherLegalOffer, TeacherLegalOfferStatusChange } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../http/errors';
import { legalOfferPublished } from '../notifications/events';

/** Teacher legal offers and their acceptance. The only code of this module touching the database. */

function statusChangeQuery(db: Database) {
  return db
    .selectFrom('teacher_legal_offer_status_changes as c')
    .innerJoin('teacher_legal_offers as o', 'o.id', 'c.offer_id')
    .select(['c.id', 'c.status', 'c.teacher_id', 'o.id as offer_id', 'o.content', 'o.created_at']);
}

function toStatusChange(row: {
  id: number;
  status: string;
  teacher_id: number;
  offer_id: number;
  content: string;
  created_at: Date;
}): TeacherLegalOfferStatusChange {
  return {
    id: row.id,
    status: row.status,
    teacher: { id: row.teacher_id },
    teacherLegalOffer: { id: row.offer_id, content: row.content, createdAt: row.created_at.toISOString() },
  };
}

/** The requests to the teacher to accept an offer they have not accepted yet. */
function pendingChanges(db: Database, teacherId: number | Expression<number>) {
  return db
    .selectFrom('teacher_legal_offer_status_changes as c')
    .where('c.teacher_id', '=', teacherId)
    .where('c.status', '=', 'pending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('teacher_legal_offer_status_changes as a')
            .select('a.id')
            .whereRef('a.offer_id', '=', 'c.offer_id')
            .whereRef('a.teacher_id', '=', 'c.teacher_id')
            .where('a.status', '=', 'accepted'),
        ),
      ),
    );
}

/** Offers the teacher was asked to accept and has not accepted yet, oldest first. */
export async function pendingOffers(db: Database, teacherId: number): Promise<TeacherLegalOfferStatusChange[]> {
  const rows = await pendingChanges(db, teacherId)
    .innerJoin('teacher_legal_offers as o', 'o.id', 'c.offer_id')
    .select(['c.id', 'c.status', 'c.teacher_id', 'o.id as offer_id', 'o.content', 'o.created_at'])
    .orderBy('o.created_at')
    .orderBy('c.id')
    .execute();
  return rows.map(toStatusChange);
}

/** How many offers the teacher has yet to accept, as a subquery of a bigger statement (the session's). */
export function offersToAcceptCount(db: Database, teacherId: Expression<number>) {
  return pendingChanges(db, teacherId).select((eb) => eb.fn.count<number>('c.id').as('count'));
}

async function acceptedRow(db: Database, offerId: number, teacherId: number) {
  const row = await statusChangeQuery(db)
    .where('c.offer_id', '=', offerId)
    .where('c.teacher_id', '=', teacherId)
    .where('c.status', '=', 'accepted')
    .executeTakeFirst();
  return row ? toStatusChange(row) : null;
}

/**
 * Records the teacher's acceptance of an offer they were asked to accept. Accepting twice answers the
 * first acceptance. Null when the offer was never put to this teacher.
 */
export async function acceptOffer(db: Database, offerId: number, teacherId: number, now: Date): Promise<TeacherLegalOfferStatusChange | null> {
  const asked = await db
    .selectFrom('teacher_legal_offer_status_changes')
    .select('id')
    .where('offer_id', '=', offerId)
    .where('teacher_id', '=', teacherId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!asked) return null;
  const existing = await acceptedRow(db, offerId, teacherId);
  if (existing) return existing;
  try {
    await db
      .insertInto('teacher_legal_offer_status_changes')
      .values({ offer_id: offerId, teacher_id: teacherId, status: 'accepted', created_at: now })
      .execute();
  } catch (error) {
    // Two acceptances at once: the unique index keeps one.
    if (!isUniqueViolation(error)) throw error;
  }
  return acceptedRow(db, offerId, teacherId);
}

export async function latestOffer(db: Database): Promise<TeacherLegalOffer | null> {
  const row = await db.selectFrom('teacher_legal_offers').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row ? { id: row.id, content: row.content, createdAt: row.created_at.toISOString() } : null;
}

/** A new offer version, put to every teacher at once. */
export async function publishOffer(db: Database, content: string, now: Date): Promise<TeacherLegalOffer> {
  return db.transaction().execute(async (trx) => {
    const offer = await trx.insertInto('teacher_legal_offers').values({ content, created_at: now }).returningAll().executeTakeFirstOrThrow();
    await trx
      .insertInto('teacher_legal_offer_status_changes')
      .columns(['offer_id', 'teacher_id', 'status', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([eb.val(offer.id).as('offer_id'), 'id', eb.val('pending').as('status'), eb.val(now).as('created_at')])
          .where('is_teacher', '=', true),
      )
      .execute();
    await legalOfferPublished(trx, now);
    return { id: offer.id, content: offer.content, createdAt: offer.created_at.toISOString() };
  });
}
