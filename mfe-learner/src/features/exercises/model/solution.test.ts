import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExerciseSchema, type ExerciseKind, type ExerciseOf } from './exercise-schema';
import { dragBank, rightAnswerOf } from './solution';

function exercise<K extends ExerciseKind>(kind: K, body: Record<string, unknown>): ExerciseOf<K> {
  return v.parse(ExerciseSchema, { id: `1-2-3-${kind}-1-1`, kind, instruction: 'Выполните задание.', ...body }) as ExerciseOf<K>;
}

// IT course, exercises to drag: the words to drag come in an order that tells nothing about the gaps.
describe('the words a learner drags', () => {
  const sentences = exercise('dragDropSentences', {
    sentences: [
      { id: 's1', text: "I'm {1} by the missing API keys.", gaps: [{ id: '1', answer: 'blocked' }] },
      { id: 's2', text: 'I will {2} the PR by lunch.', gaps: [{ id: '2', answer: 'Merge' }] },
      { id: 's3', text: 'We {3} on Fridays.', gaps: [{ id: '3', answer: 'deploy' }] },
    ],
    distractors: ['ship', 'API'],
  });

  it('are every answer and every distractor, alphabetically whatever their case', () => {
    expect(dragBank(sentences).map((item) => item.text)).toEqual(['API', 'blocked', 'deploy', 'Merge', 'ship']);
  });

  it('have ids by position, so an id says nothing about which gap a word fills', () => {
    expect(dragBank(sentences).map((item) => item.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
  });

  it('fill the gaps of the right answer', () => {
    expect(rightAnswerOf(sentences)).toEqual({ '1': 'blocked', '2': 'Merge', '3': 'deploy' });
  });
});
