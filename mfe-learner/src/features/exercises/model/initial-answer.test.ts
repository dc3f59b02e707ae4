import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer';
import type { ExerciseOf } from './exercise-schema';
import { initialAnswer } from './initial-answer';

const order: ExerciseOf<'dragDropOrder'> = {
  id: '1-2-6-dragDropOrder-1-1',
  kind: 'dragDropOrder',
  instruction: 'Расставьте реплики по порядку.',
  lines: [
    { id: 'l1', text: 'Yesterday I fixed the flaky login test.' },
    { id: 'l2', text: 'Today I am reviewing Anna’s pull request.' },
    { id: 'l3', text: 'I am blocked by the staging outage.' },
    { id: 'l4', text: 'That’s it from me.' },
  ],
};

const edit: ExerciseOf<'placeholderWithEdit'> = {
  id: '1-2-8-placeholderWithEdit-1-1',
  kind: 'placeholderWithEdit',
  instruction: 'Исправьте ошибку.',
  items: [{ id: 'i1', given: 'Yesterday I have fixed the bug.', answer: 'Yesterday I fixed the bug.' }],
};

describe('initial answers', () => {
  it('starts an order exercise shuffled, the same way every time, and not already right', () => {
    const first = initialAnswer(order);
    expect(first).toEqual(initialAnswer(order));
    expect([...first].sort()).toEqual(['l1', 'l2', 'l3', 'l4']);
    expect(checkAnswer(order, first).correct).toBe(false);
  });

  it('starts an editing exercise with the given sentences, which are wrong as they stand', () => {
    expect(initialAnswer(edit)).toEqual({ i1: 'Yesterday I have fixed the bug.' });
    expect(checkAnswer(edit, initialAnswer(edit)).rightCount).toBe(0);
  });

  it('starts every other kind with nothing answered', () => {
    const single: ExerciseOf<'testSingleChoice'> = {
      id: '1-1-1-testSingleChoice-1-1',
      kind: 'testSingleChoice',
      instruction: 'Выберите ответ.',
      questions: [
        {
          id: 'q1',
          prompt: 'What is a stand-up?',
          options: [
            { id: 'a', text: 'A short daily meeting' },
            { id: 'b', text: 'A comedy show' },
          ],
          correct: 'a',
        },
      ],
    };
    expect(initialAnswer(single)).toEqual({});
  });
});
