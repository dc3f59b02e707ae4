import { describe, expect, it } from 'vitest';
import { LEVEL_TEST_QUESTIONS, questionsOfSection } from '@school/shared/domain';
import type { LevelTestSectionLevel } from '@school/shared/schemas';
import { levelTestProgress, nextLevelTestQuestion, optionOrder, positionInSection, programOf, promptParts, sectionStates } from './level-test-model';

describe('the level test page model', () => {
  it('mixes the options of each question the same way every time, keeping every option', () => {
    for (const question of LEVEL_TEST_QUESTIONS) {
      const order = optionOrder(question);
      expect([...order].sort()).toEqual(question.options.map((_, i) => i));
      expect(optionOrder(question)).toEqual(order);
    }
    // The right answer is not always shown first.
    const firstShown = LEVEL_TEST_QUESTIONS.filter((q) => optionOrder(q)[0] === q.answer).length;
    expect(firstShown).toBeLessThan(LEVEL_TEST_QUESTIONS.length / 2);
  });

  it('numbers questions within their section and marks the sections', () => {
    expect(positionInSection(LEVEL_TEST_QUESTIONS[9]!)).toEqual({ index: 3, total: 7 });
    expect(sectionStates('B1', ['A1', 'A2'])).toEqual([
      { level: 'A1', state: 'done' },
      { level: 'A2', state: 'done' },
      { level: 'B1', state: 'current' },
      { level: 'B2', state: 'ahead' },
      { level: 'C1', state: 'ahead' },
    ]);
  });

  it('names the program and splits the gap of a prompt', () => {
    expect(programOf('A2+')).toEqual({ id: 'A2+', name: 'Для тех, кто забыл' });
    expect(promptParts('My sister ___ a doctor.')).toEqual({ before: 'My sister ', after: ' a doctor.' });
    expect(promptParts('No gap here')).toBeNull();
  });
});

describe('the level test', () => {
  /** Every question of the sections named answered: `right[level]` of them correctly, the rest not. */
  const answered = (right: Partial<Record<LevelTestSectionLevel, number>>): Record<string, number> =>
    Object.fromEntries(
      (Object.entries(right) as [LevelTestSectionLevel, number][]).flatMap(([level, count]) =>
        questionsOfSection(level).map((question, i) => [question.id, i < count ? question.answer : (question.answer + 1) % question.options.length]),
      ),
    );

  it('asks the next unanswered question, and none after a section not passed or after C1', () => {
    const partial = { ...answered({ A1: 6 }), [questionsOfSection('A2')[0]!.id]: 0 };
    expect(nextLevelTestQuestion(partial)?.id).toBe('a2-2');
    expect(nextLevelTestQuestion({})?.id).toBe('a1-1');
    expect(nextLevelTestQuestion(answered({ A1: 4 }))).toBeNull();
    expect(nextLevelTestQuestion(answered({ A1: 7, A2: 7, B1: 7, B2: 7, C1: 7 }))).toBeNull();
  });

  it('counts the progress over all questions', () => {
    expect(levelTestProgress({})).toEqual({ answered: 0, total: 35 });
    expect(levelTestProgress(answered({ A1: 5, A2: 7 }))).toEqual({ answered: 14, total: 35 });
  });
});
