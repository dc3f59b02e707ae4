import { describe, expect, it } from 'vitest';
import type { ExerciseSentence, PhraseRecord } from '@school/shared/schemas';
import { loadLessonPhrases, loadPhraseLevel, phrasesOfLesson } from './load-phrases';
import { loadLessonSentences, loadSentences, sentenceProgramOfLesson, sentencesOfLesson } from './load-sentences';
import { phraseLevelOfLesson } from './phrase-levels';

const phrase = (id: number, order: number, link: string): PhraseRecord => ({
  id,
  order,
  rus: `Фраза ${id}`,
  eng: `Phrase ${id}.`,
  link,
  program: 'A1',
  searchForLink: [],
});

describe('phrase levels of lessons', () => {
  it.each([
    ['A1-1', 'A1'],
    ['A1-26', 'A1'],
    ['A2-25', 'A2'],
    ['A2-26', 'A2+'],
    ['A2-46', 'A2+'],
    ['B1-27', 'B1'],
    ['B1-28', 'B1+'],
    ['B2-1', 'B2'],
  ])('%s is in level %s', (code, level) => {
    expect(phraseLevelOfLesson(code)).toBe(level);
  });

  it.each(['A1-27', 'A2-47', 'B2-26temp', 'C1-3t', 'Int-1', 'a1-1'])('%s has no phrase level', (code) => {
    expect(phraseLevelOfLesson(code)).toBeUndefined();
  });
});

describe('phrasesOfLesson', () => {
  it('keeps the lesson’s phrases in their order', () => {
    const phrases = [phrase(40, 3, 'A1-2'), phrase(7, 1, 'A1-1'), phrase(12, 4, 'A1-2'), phrase(3, 2, 'A1-2')];
    expect(phrasesOfLesson(phrases, 'A1-2').map((p) => p.id)).toEqual([3, 40, 12]);
    expect(phrasesOfLesson(phrases, 'A1-3')).toEqual([]);
  });
});

describe('loading the phrase bank', () => {
  it('loads one level, checked and in order', async () => {
    const phrases = await loadPhraseLevel('A2+');
    expect(phrases).toHaveLength(80);
    expect(phrases.map((p) => p.order)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(new Set(phrases.map((p) => p.program))).toEqual(new Set(['A2+']));
  });

  it('returns the same load for the same level', () => {
    expect(loadPhraseLevel('B1')).toBe(loadPhraseLevel('B1'));
  });

  it("loads a lesson's phrases from its level", async () => {
    const phrases = await loadLessonPhrases('B1-30');
    expect(phrases.length).toBeGreaterThanOrEqual(3);
    for (const p of phrases) {
      expect(p.link).toBe('B1-30');
      expect(p.program).toBe('B1+');
    }
    expect(await loadLessonPhrases('Int-2')).toEqual([]);
  });
});

describe('exercise sentences', () => {
  it.each([
    ['B2-11', 'B2'],
    ['B2-25', 'B2'],
    ['B2-26temp', 'B2'],
    ['B2-33temp', 'B2'],
    ['C1-2t', 'C1'],
    ['C1-29t', 'C1'],
  ])('%s takes its sentences from %s', (code, program) => {
    expect(sentenceProgramOfLesson(code)).toBe(program);
  });

  it.each(['B2-10', 'B2-34temp', 'C1-1t', 'C1-2', 'A2-5'])('%s has no sentences', (code) => {
    expect(sentenceProgramOfLesson(code)).toBeUndefined();
  });

  it('sentencesOfLesson keeps the order', () => {
    const s = (id: number, order: number, link: string): ExerciseSentence => ({
      id,
      order,
      rus: 'Пример',
      eng: 'Example',
      link,
      program: 'B2',
    });
    expect(sentencesOfLesson([s(90, 9, 'B2-12'), s(70, 2, 'B2-12'), s(71, 3, 'B2-13')], 'B2-12').map((x) => x.id)).toEqual([70, 90]);
  });

  it('loads C1 with its 23 sentences and a B2 lesson with its own', async () => {
    expect(await loadSentences('C1')).toHaveLength(23);
    const lesson = await loadLessonSentences('B2-13');
    expect(lesson.length).toBeGreaterThan(0);
    for (const s of lesson) expect(s.link).toBe('B2-13');
    expect(lesson.some((s) => s.searchForLink?.includes('dare'))).toBe(true);
    expect(await loadLessonSentences('A1-1')).toEqual([]);
  });
});
