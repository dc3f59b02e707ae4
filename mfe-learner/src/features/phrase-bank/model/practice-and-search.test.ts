import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PhraseBankFileSchema } from '@school/shared/schemas';
import { acceptedAnswers, practiceStep, startPractice, type PracticeItem } from './practice';
import { createPhraseSearch } from './search';

const a1 = v.parse(PhraseBankFileSchema, JSON.parse(readFileSync(join(__dirname, '../../../../content/phrases/A1.json'), 'utf8'))).phrases;

describe('phrase search', () => {
  const search = createPhraseSearch(a1);

  it('finds a phrase by its Russian text, also by a part of it', () => {
    expect(search('Приятно познакомиться')[0]?.eng).toBe('Nice to meet you.');
    expect(search('меня зовут').some((p) => p.rus === 'Привет! Меня зовут Анна.')).toBe(true);
  });

  it('finds a phrase by its English text and forgives a small typo', () => {
    expect(search('nice to meet you')[0]?.rus).toBe('Приятно познакомиться.');
    expect(search('Nice to meat you')[0]?.rus).toBe('Приятно познакомиться.');
  });

  it('finds nothing for a short query or for words the bank does not have', () => {
    expect(search(' п ')).toEqual([]);
    expect(search('квантовая хромодинамика')).toEqual([]);
  });
});

describe('translation practice', () => {
  const items: PracticeItem[] = [
    { id: 1, rus: 'Приятно познакомиться.', eng: 'Nice to meet you.' },
    { id: 2, rus: 'Я не знаю.', eng: "I don't know / I do not know" },
  ];

  it('counts an item right at the first try and goes on', () => {
    let state = practiceStep(startPractice(), { type: 'check', given: 'nice to meet you' }, items);
    expect(state).toMatchObject({ phase: 'right', firstTry: 1 });
    state = practiceStep(state, { type: 'next' }, items);
    expect(state).toMatchObject({ index: 1, phase: 'answering', misses: 0 });
  });

  it('lets the learner try again after a wrong answer, without the first-try point', () => {
    let state = practiceStep(startPractice(), { type: 'next' }, items);
    state = practiceStep(state, { type: 'check', given: 'I not know' }, items);
    expect(state).toMatchObject({ phase: 'wrong', misses: 1 });
    state = practiceStep(state, { type: 'check', given: 'I do not know.' }, items);
    expect(state).toMatchObject({ phase: 'right', firstTry: 0 });
    expect(practiceStep(state, { type: 'next' }, items).finished).toBe(true);
  });

  it('shows the answer on request and ignores an empty check', () => {
    const state = practiceStep(startPractice(), { type: 'check', given: '  ' }, items);
    expect(state.phase).toBe('answering');
    expect(practiceStep(state, { type: 'reveal' }, items).phase).toBe('revealed');
    expect(practiceStep({ ...state, phase: 'revealed' }, { type: 'check', given: 'Nice to meet you' }, items).phase).toBe('revealed');
  });

  it('starts again from the first item', () => {
    expect(practiceStep({ index: 1, phase: 'right', misses: 0, firstTry: 2, finished: true }, { type: 'restart' }, items)).toEqual(startPractice());
  });

  it("checks with the school's one answer checker: a contraction and its full form alike", () => {
    const raining = [{ id: 328, rus: 'Идёт дождь, возьми зонт.', eng: "It's raining, take an umbrella." }];
    expect(practiceStep(startPractice(), { type: 'check', given: 'It is raining, take an umbrella' }, raining).phase).toBe('right');
    expect(practiceStep(startPractice(), { type: 'check', given: 'It raining' }, raining).phase).toBe('wrong');
  });

  it('lists the accepted answers', () => {
    expect(acceptedAnswers("I don't know / I do not know")).toEqual(["I don't know", 'I do not know']);
  });
});
