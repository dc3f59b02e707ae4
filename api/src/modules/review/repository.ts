import { sql, type Selectable, type Transaction } from 'kysely';
import { REVIEW_LIMITS, type ReviewCard, type ReviewSchedule, type ReviewSource, type ReviewState } from '@school/shared/review';
import type { Database } from '../../db/database';
import type { DB as DatabaseSchema, ReviewCardsTable } from '../../db/schema';

/** The daily review: the only code of this module touching the database. */

type Db = Database | Transaction<DatabaseSchema>;

const STATES: ReviewState[] = ['new', 'learning', 'review', 'relearning'];

type CardRow = Selectable<ReviewCardsTable> & { word: string | null; translation: string | null };

function scheduleOf(row: Selectable<ReviewCardsTable>): ReviewSchedule {
  return {
    state: STATES[row.state] ?? 'new',
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.last_review ? row.last_review.toISOString() : null,
  };
}

function toCard(row: CardRow): ReviewCard {
  return {
    id: row.id,
    key: row.key,
    source: row.source,
    // A word's card shows the word's translation and asks for the word: an edit of the word follows.
    prompt: row.source === 'word' ? (row.translation ?? '') : (row.prompt ?? ''),
    answer: row.source === 'word' ? (row.word ?? '') : (row.answer ?? ''),
    lessonId: row.lesson_id,
    schedule: scheduleOf(row),
  };
}

function cards(db: Db, studentId: number) {
  return db
    .selectFrom('review_cards as c')
    .leftJoin('words as w', 'w.id', 'c.word_id')
    .selectAll('c')
    .select(['w.word as word', 'w.translation as translation'])
    .where('c.student_id', '=', studentId);
}

// ——— Settings ———

/** The learner's settings, their time zone brought up to date (the learner's own calls carry it). */
export async function settingsWithZone(db: Db, studentId: number, timeZone: string): Promise<{ newPerDay: number; timeZone: string }> {
  const row = await db
    .insertInto('review_settings')
    .values({ student_id: studentId, time_zone: timeZone })
    .onConflict((oc) =>
      oc
        .column('student_id')
        .doUpdateSet({ time_zone: timeZone, updated_at: sql`now()` })
        .where('review_settings.time_zone', '<>', timeZone),
    )
    .returning(['new_per_day', 'time_zone'])
    .executeTakeFirst();
  if (row) return { newPerDay: row.new_per_day, timeZone: row.time_zone };
  return readSettings(db, studentId);
}

export async function readSettings(db: Db, studentId: number): Promise<{ newPerDay: number; timeZone: string }> {
  const row = await db.selectFrom('review_settings').select(['new_per_day', 'time_zone']).where('student_id', '=', studentId).executeTakeFirst();
  return row ? { newPerDay: row.new_per_day, timeZone: row.time_zone } : { newPerDay: REVIEW_LIMITS.defaultNewPerDay, timeZone: 'Europe/Moscow' };
}

export async function saveNewPerDay(db: Db, studentId: number, newPerDay: number): Promise<number> {
  const row = await db
    .insertInto('review_settings')
    .values({ student_id: studentId, new_per_day: newPerDay })
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ new_per_day: newPerDay, updated_at: sql`now()` }))
    .returning('new_per_day')
    .executeTakeFirstOrThrow();
  return row.new_per_day;
}

// ——— Cards ———

export async function cardKeys(db: Db, studentId: number): Promise<string[]> {
  const rows = await db.selectFrom('review_cards').select('key').where('student_id', '=', studentId).orderBy('id').execute();
  return rows.map((r) => r.key);
}

export async function countCards(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('review_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The learner's own words among these ids. */
export async function ownWordIds(db: Db, studentId: number, wordIds: readonly number[]): Promise<Set<number>> {
  if (wordIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('words')
    .select('id')
    .where('student_id', '=', studentId)
    .where('id', 'in', [...wordIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface NewCard {
  key: string;
  source: ReviewSource;
  wordId: number | null;
  prompt: string | null;
  answer: string | null;
  lessonId: string | null;
}

/** Adds cards never reviewed, due at once; a key the learner has already is left as it is. Answers how many were added. */
export async function insertCards(db: Db, studentId: number, list: readonly NewCard[], now: Date): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await db
    .insertInto('review_cards')
    .values(
      list.map((c, i) => ({
        student_id: studentId,
        key: c.key,
        source: c.source,
        word_id: c.wordId,
        prompt: c.prompt,
        answer: c.answer,
        lesson_id: c.lessonId,
        // Cards added together keep their order among the new ones.
        created_at: new Date(now.getTime() + i),
        due: now,
      })),
    )
    .onConflict((oc) => oc.columns(['student_id', 'key']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

export async function deleteCard(db: Db, studentId: number, cardId: number): Promise<boolean> {
  const result = await db.deleteFrom('review_cards').where('student_id', '=', studentId).where('id', '=', cardId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Today's queue: cards in learning or review due by the end of the learner's day, soonest first, and
 * then the oldest new cards, as many as the day still allows.
 */
export async function queueCards(db: Db, studentId: number, args: { endOfToday: Date; newAllowed: number }): Promise<ReviewCard[]> {
  const [due, fresh] = await Promise.all([
    cards(db, studentId).where('c.state', '<>', 0).where('c.due', '<', args.endOfToday).orderBy('c.due').orderBy('c.id').limit(REVIEW_LIMITS.queue).execute(),
    args.newAllowed > 0
      ? cards(db, studentId).where('c.state', '=', 0).orderBy('c.created_at').orderBy('c.id').limit(Math.min(args.newAllowed, REVIEW_LIMITS.queue)).execute()
      : Promise.resolve([]),
  ]);
  return [...due, ...fresh].slice(0, REVIEW_LIMITS.queue).map(toCard);
}

/** Counts of cards by when they are due (new cards apart), and learned and all cards. */
export async function cardCounts(db: Db, studentId: number, bounds: { endOfToday: Date; endOfTomorrow: Date; endOfWeek: Date }) {
  const row = await db
    .selectFrom('review_cards')
    .select([
      sql<number>`count(*) filter (where state <> 0 and due < ${bounds.endOfToday})`.as('today'),
      sql<number>`count(*) filter (where state <> 0 and due < ${bounds.endOfTomorrow})`.as('tomorrow'),
      sql<number>`count(*) filter (where state <> 0 and due < ${bounds.endOfWeek})`.as('week'),
      sql<number>`count(*) filter (where state = 2)`.as('learned'),
      sql<number>`count(*) filter (where state = 0)`.as('fresh'),
      sql<number>`count(*)`.as('total'),
    ])
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return {
    dueToday: Number(row.today),
    dueTomorrow: Number(row.tomorrow),
    dueWeek: Number(row.week),
    learned: Number(row.learned),
    fresh: Number(row.fresh),
    total: Number(row.total),
  };
}

/** New cards reviewed for the first time since the start of the learner's day. */
export async function introducedSince(db: Db, studentId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('review_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', studentId)
    .where('reviewed_at', '>=', since)
    .where(sql<boolean>`state_before->>'state' = 'new'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ——— Reviews ———

/** A card of the learner, locked until the transaction ends (reviews of one card are counted one after another). */
export async function lockCard(trx: Transaction<DatabaseSchema>, studentId: number, cardId: number): Promise<ReviewCard | null> {
  const row = await trx.selectFrom('review_cards').select('id').where('student_id', '=', studentId).where('id', '=', cardId).forUpdate().executeTakeFirst();
  if (!row) return null;
  const card = await cards(trx, studentId).where('c.id', '=', cardId).executeTakeFirst();
  return card ? toCard(card) : null;
}

/** A stored review: its card and the state it left the card in. */
export async function findReview(db: Db, id: string): Promise<{ studentId: number; cardId: number; after: ReviewSchedule } | null> {
  const row = await db.selectFrom('review_logs').select(['student_id', 'card_id', 'state_after']).where('id', '=', id).executeTakeFirst();
  return row ? { studentId: row.student_id, cardId: row.card_id, after: row.state_after as ReviewSchedule } : null;
}

/** Stores a review once: false when a review with this id is stored already. */
export async function insertReview(
  trx: Transaction<DatabaseSchema>,
  review: {
    id: string;
    studentId: number;
    cardId: number;
    rating: number;
    reviewedAt: Date;
    elapsedDays: number;
    before: ReviewSchedule;
    after: ReviewSchedule;
  },
): Promise<boolean> {
  const rows = await trx
    .insertInto('review_logs')
    .values({
      id: review.id,
      student_id: review.studentId,
      card_id: review.cardId,
      rating: review.rating,
      reviewed_at: review.reviewedAt,
      elapsed_days: review.elapsedDays,
      state_before: JSON.stringify(review.before),
      state_after: JSON.stringify(review.after),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function saveSchedule(trx: Transaction<DatabaseSchema>, cardId: number, s: ReviewSchedule): Promise<void> {
  await trx
    .updateTable('review_cards')
    .set({
      state: STATES.indexOf(s.state),
      due: new Date(s.due),
      stability: s.stability,
      difficulty: s.difficulty,
      elapsed_days: s.elapsedDays,
      scheduled_days: s.scheduledDays,
      learning_steps: s.learningSteps,
      reps: s.reps,
      lapses: s.lapses,
      last_review: s.lastReview ? new Date(s.lastReview) : null,
    })
    .where('id', '=', cardId)
    .execute();
}

export async function readCard(db: Db, studentId: number, cardId: number): Promise<ReviewCard | null> {
  const row = await cards(db, studentId).where('c.id', '=', cardId).executeTakeFirst();
  return row ? toCard(row) : null;
}

// ——— Progress and the teacher's summary ———

/** Reviews per day of the learner's calendar since a day (its first instant given), days without reviews left out. */
export async function reviewsPerDay(db: Db, studentId: number, timeZone: string, since: Date): Promise<{ date: string; reviews: number; again: number }[]> {
  const day = sql<string>`to_char((reviewed_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('review_logs')
    .select([day.as('date'), sql<number>`count(*)`.as('reviews'), sql<number>`count(*) filter (where rating = 1)`.as('again')])
    .where('student_id', '=', studentId)
    .where('reviewed_at', '>=', since)
    // By position: the zone is a parameter, and a second copy of the expression would be another one.
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ date: r.date, reviews: Number(r.reviews), again: Number(r.again) })).sort((a, b) => a.date.localeCompare(b.date));
}

/** Reviews of learned cards since a time, and how many of them were remembered (Трудно, Хорошо, Легко). */
export async function recallSince(db: Db, studentId: number, since: Date): Promise<{ reviews: number; remembered: number }> {
  const row = await db
    .selectFrom('review_logs')
    .select([sql<number>`count(*)`.as('reviews'), sql<number>`count(*) filter (where rating > 1)`.as('remembered')])
    .where('student_id', '=', studentId)
    .where('reviewed_at', '>=', since)
    .where(sql<boolean>`state_before->>'state' = 'review'`)
    .executeTakeFirstOrThrow();
  return { reviews: Number(row.reviews), remembered: Number(row.remembered) };
}

/** The cards rated Снова most often since a time. */
export async function mostFailed(db: Db, studentId: number, since: Date, limit: number): Promise<{ prompt: string; answer: string; fails: number }[]> {
  const rows = await db
    .selectFrom('review_logs as l')
    .innerJoin('review_cards as c', 'c.id', 'l.card_id')
    .leftJoin('words as w', 'w.id', 'c.word_id')
    .select([
      'c.id',
      sql<string>`coalesce(w.translation, c.prompt)`.as('prompt'),
      sql<string>`coalesce(w.word, c.answer)`.as('answer'),
      sql<number>`count(*)`.as('fails'),
    ])
    .where('l.student_id', '=', studentId)
    .where('l.reviewed_at', '>=', since)
    .where('l.rating', '=', 1)
    .groupBy(['c.id', 'w.translation', 'w.word', 'c.prompt', 'c.answer'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ prompt: r.prompt, answer: r.answer, fails: Number(r.fails) }));
}
