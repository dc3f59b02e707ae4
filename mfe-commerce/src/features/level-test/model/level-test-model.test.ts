import { describe, expect, it } from 'vitest';
import { LEVEL_TEST_QUESTIONS } from '@school/shared/domain';
import { optionOrder, positionInSection, programOf, promptParts, sectionStates } from './level-test-model';

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
