import { describe, expect, it } from 'vitest';
import { LEVEL_TEST_LEVELS, LEVEL_TEST_QUESTION_IDS, type LevelTestSectionLevel } from '../schemas/level-test-sections';
import { LEVEL_TEST_QUESTIONS, questionsOfSection, scoreLevelTest, suggestedProgramId } from './level-test';
import { PROGRAMS } from './programs';

/** Answers every question of the sections: `correct[level]` of them right, the rest wrong. */
function answer(correct: Partial<Record<LevelTestSectionLevel, number>>): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const [level, count] of Object.entries(correct) as [LevelTestSectionLevel, number][]) {
    questionsOfSection(level).forEach((question, i) => {
      answers[question.id] = i < count ? question.answer : (question.answer + 1) % question.options.length;
    });
  }
  return answers;
}

describe('the level test', () => {
  it('has seven questions in each of the five sections A1 to C1, each with a valid answer', () => {
    expect(LEVEL_TEST_QUESTIONS).toHaveLength(35);
    for (const level of LEVEL_TEST_LEVELS) expect(questionsOfSection(level)).toHaveLength(7);
    expect(new Set(LEVEL_TEST_QUESTIONS.map((q) => q.id)).size).toBe(35);
    for (const question of LEVEL_TEST_QUESTIONS) {
      expect(question.answer).toBeLessThan(question.options.length);
      expect(new Set(question.options).size).toBe(question.options.length);
    }
  });

  it('asks exactly the questions whose ids the API schemas accept', () => {
    expect(LEVEL_TEST_QUESTIONS.map((question) => question.id)).toEqual(LEVEL_TEST_QUESTION_IDS);
  });

  it('passes a section with 5 of 7 and stops at the first section not passed', () => {
    const outcome = scoreLevelTest(answer({ A1: 7, A2: 5, B1: 4 }));
    expect(outcome).toMatchObject({ finished: true, level: 'A2', programId: 'B1', correct: 16, answered: 21 });
    expect(outcome.sections.map((s) => s.level)).toEqual(['A1', 'A2', 'B1']);
    // Answers beyond the failed section are not counted.
    expect(scoreLevelTest(answer({ A1: 4, A2: 7, B1: 7 }))).toMatchObject({ level: 'below-A1', programId: 'A1', correct: 4, answered: 7 });
  });

  it('suggests the next program, or a bridge course when the next section went badly', () => {
    expect(scoreLevelTest(answer({ A1: 7, A2: 6, B1: 2 })).programId).toBe('A2+');
    expect(scoreLevelTest(answer({ A1: 7, A2: 7, B1: 5, B2: 1 })).programId).toBe('B1+');
    expect(scoreLevelTest(answer({ A1: 7, A2: 7, B1: 5, B2: 3 })).programId).toBe('B2');
    expect(scoreLevelTest(answer({ A1: 5, A2: 0 })).programId).toBe('A2');
    expect(scoreLevelTest(answer({ A1: 7, A2: 7, B1: 7, B2: 7, C1: 7 }))).toMatchObject({ level: 'C1', programId: 'C1', correct: 35, answered: 35 });
    expect(scoreLevelTest(answer({ A1: 7, A2: 7, B1: 7, B2: 5, C1: 4 }))).toMatchObject({ level: 'B2', programId: 'C1' });
    // Every suggestion is a program of the list.
    for (const level of ['below-A1', ...LEVEL_TEST_LEVELS] as const) {
      for (const next of [0, 3]) expect(PROGRAMS.some((p) => p.id === suggestedProgramId(level, next))).toBe(true);
    }
  });

  it('is unfinished while a section is half answered', () => {
    const partial = { ...answer({ A1: 6 }), [questionsOfSection('A2')[0]!.id]: 0 };
    expect(scoreLevelTest(partial)).toMatchObject({ finished: false, level: 'A1', answered: 7 });
  });
});
