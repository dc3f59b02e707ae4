import { sql, type Selectable } from 'kysely';
import type { Word, WordFields, WordSource } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import type { WordsTable } from '../../db/schema';
import { isUniqueViolation } from '../../http/errors';

/** A student's dictionary: the only code of this module touching the database. */

function toWord(row: Selectable<WordsTable>): Word {
  return {
    id: row.id,
    studentId: row.student_id,
    word: row.word,
    translation: row.translation,
    example: row.example,
    approved: row.approved,
    source: row.source,
    lessonId: row.lesson_id,
    createdAt: row.created_at.toISOString(),
  };
}

export async function countUnapprovedWords(db: Database, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('words')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .where('approved', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countWords(db: Database, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('words')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every word of a student, newest first. */
export async function listWords(db: Database, studentId: number): Promise<Word[]> {
  const rows = await db.selectFrom('words').selectAll().where('student_id', '=', studentId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toWord);
}

export async function findWord(db: Database, studentId: number, wordId: number): Promise<Word | null> {
  const row = await db.selectFrom('words').selectAll().where('student_id', '=', studentId).where('id', '=', wordId).executeTakeFirst();
  return row ? toWord(row) : null;
}

export async function setWordsApproved(db: Database, studentId: number, wordIds: number[], approved: boolean): Promise<void> {
  await db.updateTable('words').set({ approved }).where('student_id', '=', studentId).where('id', 'in', wordIds).execute();
}

/**
 * Adds words unless the student has them already (the unique index on the word in any case decides,
 * so two simultaneous adds of one word make one entry). Answers the words added, in the given order.
 */
export async function insertWords(
  db: Database,
  studentId: number,
  words: readonly WordFields[],
  origin: { source: WordSource; lessonId: string | null; now: Date },
): Promise<Word[]> {
  if (words.length === 0) return [];
  const rows = await db
    .insertInto('words')
    .values(
      words.map((w, i) => ({
        student_id: studentId,
        word: w.word,
        translation: w.translation,
        example: w.example,
        source: origin.source,
        lesson_id: origin.lessonId,
        // Later words of one call are newer, so the list shows them in the order they were met.
        created_at: new Date(origin.now.getTime() + i),
      })),
    )
    .onConflict((oc) => oc.expression(sql`student_id, lower(word)`).doNothing())
    .returningAll()
    .execute();
  return rows.map(toWord).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Changes a word; the teacher's approval is taken back. Null when another word of the student has that
 * spelling already, 'missing' when the student has no such word.
 */
export async function updateWord(db: Database, studentId: number, wordId: number, fields: WordFields): Promise<Word | null | 'missing'> {
  try {
    const row = await db
      .updateTable('words')
      .set({ word: fields.word, translation: fields.translation, example: fields.example, approved: false })
      .where('student_id', '=', studentId)
      .where('id', '=', wordId)
      .returningAll()
      .executeTakeFirst();
    return row ? toWord(row) : 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function deleteWord(db: Database, studentId: number, wordId: number): Promise<boolean> {
  const result = await db.deleteFrom('words').where('student_id', '=', studentId).where('id', '=', wordId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
