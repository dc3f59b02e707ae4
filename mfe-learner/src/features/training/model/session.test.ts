import { describe, expect, it } from 'vitest';
import { startSession, trainingReducer, type TrainingAction, type TrainingSession } from './session';

const items = [
  { key: 'a', ru: 'Я устал.', en: "I'm tired / I am tired (to be)" },
  { key: 'b', ru: 'Мы дома.', en: "We're at home" },
];
const reduce = trainingReducer(items);
const run = (...actions: TrainingAction[]): TrainingSession => actions.reduce(reduce, startSession());

describe('the training session', () => {
  it('ignores an empty check and lets a wrong answer be tried again', () => {
    expect(run({ type: 'check' }).status).toBe('todo');
    const wrong = run({ type: 'type', text: 'I tired' }, { type: 'check' });
    expect(wrong.status).toBe('wrong');
    expect(wrong.check?.hints).toEqual(['to be']);
    const retried = reduce(reduce(wrong, { type: 'type', text: 'i am tired.' }), { type: 'check' });
    expect(retried).toMatchObject({ status: 'correct', right: 1, done: 1 });
  });

  it('does not move on before the sentence is settled, then finishes after the last one', () => {
    expect(run({ type: 'next' }).index).toBe(0);
    const revealed = run({ type: 'type', text: 'I tired' }, { type: 'reveal' }, { type: 'type', text: 'changed' });
    expect(revealed).toMatchObject({ status: 'revealed', typed: 'I tired', right: 0, done: 1 });
    const second = reduce(revealed, { type: 'next' });
    expect(second).toMatchObject({ index: 1, typed: '', status: 'todo', check: null });
    const finished = [{ type: 'type', text: "We're at home!" }, { type: 'check' }, { type: 'next' }].reduce((s, a) => reduce(s, a as TrainingAction), second);
    expect(finished).toMatchObject({ finished: true, right: 1, done: 2 });
    expect(reduce(finished, { type: 'restart' })).toEqual(startSession());
  });

  it('shows the hint on request and hides it for the next sentence', () => {
    const hinted = run({ type: 'hint' });
    expect(hinted.hintShown).toBe(true);
    expect(reduce(reduce(hinted, { type: 'reveal' }), { type: 'next' }).hintShown).toBe(false);
  });
});
