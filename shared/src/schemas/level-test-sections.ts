/**
 * The shape of the level test of /test/questions (see level-test.ts): its sections, the marks and the
 * question ids, without the questions themselves, so that the API schemas (in every page's first
 * download) can check answers without carrying the question bank.
 */

export const LEVEL_TEST_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type LevelTestSectionLevel = (typeof LEVEL_TEST_LEVELS)[number];
/** The outcome: the last level passed, or 'below-A1' when the A1 section was not passed. */
export type LevelTestLevel = 'below-A1' | LevelTestSectionLevel;
export const LEVEL_TEST_RESULT_LEVELS = ['below-A1', ...LEVEL_TEST_LEVELS] as const;

/** Correct answers out of SECTION_SIZE that pass a section. */
export const LEVEL_TEST_PASS_MARK = 5;
const LEVEL_TEST_SECTION_SIZE = 7;
/** Correct answers in the section after the level that suggest the next program rather than a bridge course. */
export const LEVEL_TEST_NEXT_SECTION_MARK = 3;

/** 'a1-1' … 'c1-7': SECTION_SIZE questions per section. */
export const LEVEL_TEST_QUESTION_IDS: readonly string[] = LEVEL_TEST_LEVELS.flatMap((level) =>
  Array.from({ length: LEVEL_TEST_SECTION_SIZE }, (_, i) => `${level.toLowerCase()}-${i + 1}`),
);
