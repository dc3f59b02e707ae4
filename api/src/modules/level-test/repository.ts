import type { LevelTestOutcome } from '@school/shared/domain';
import type { LevelTestResult } from '@school/shared/schemas';
import type { Database } from '../../db/database';

/** Level test results of learners; every attempt is kept, the latest one is shown. */

export async function insertLevelTestResult(db: Database, studentId: number, outcome: LevelTestOutcome, now: Date): Promise<LevelTestResult> {
  await db
    .insertInto('level_test_results')
    .values({
      student_id: studentId,
      level: outcome.level,
      program_id: outcome.programId,
      correct: outcome.correct,
      answered: outcome.answered,
      sections: JSON.stringify(outcome.sections),
      created_at: now,
    })
    .execute();
  return {
    level: outcome.level,
    programId: outcome.programId,
    correct: outcome.correct,
    answered: outcome.answered,
    sections: outcome.sections,
    createdAt: now.toISOString(),
  };
}

export async function latestLevelTestResult(db: Database, studentId: number): Promise<LevelTestResult | null> {
  const row = await db
    .selectFrom('level_test_results')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    level: row.level as LevelTestResult['level'],
    programId: row.program_id,
    correct: row.correct,
    answered: row.answered,
    sections: row.sections as LevelTestResult['sections'],
    createdAt: row.created_at.toISOString(),
  };
}
