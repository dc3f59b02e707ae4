import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExerciseSentenceFileSchema, GrammarTopicsFileSchema, SENTENCE_ID_RANGE, SENTENCE_PROGRAMS, type ExerciseSentenceFile } from '@school/shared/schemas';
import { keyProblems, parseAnswerKey } from '../../answers';
import { SENTENCE_LESSONS, type SentenceProgram } from './load-sentences';

const contentDir = join(__dirname, '../../../../content');

function readProgram(program: SentenceProgram): ExerciseSentenceFile {
  const file = `sentences/${program}.json`;
  const result = v.safeParse(ExerciseSentenceFileSchema, JSON.parse(readFileSync(join(contentDir, file), 'utf8')));
  if (!result.success) throw new Error(`${file}: ${v.summarize(result.issues)}`);
  return result.output;
}

const contiguous = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('exercise sentence files', () => {
  const programs = SENTENCE_PROGRAMS.map((program) => ({ program, file: readProgram(program) }));
  const all = programs.flatMap(({ file }) => file.sentences);

  it('has one file per program and nothing else', () => {
    expect(readdirSync(join(contentDir, 'sentences')).sort()).toEqual(['B2.json', 'C1.json']);
    for (const { program, file } of programs) {
      expect(file.program).toBe(program);
      for (const s of file.sentences) expect(s.program, `sentence ${s.id}`).toBe(program);
    }
  });

  it('B2 holds 122 sentences, orders 1…122', () => {
    const b2 = programs.find((p) => p.program === 'B2')!.file.sentences;
    expect(b2).toHaveLength(122);
    expect(b2.map((s) => s.order).sort((a, b) => a - b)).toEqual(contiguous(122));
  });

  it('C1 holds 23 sentences, orders 1…23', () => {
    const c1 = programs.find((p) => p.program === 'C1')!.file.sentences;
    expect(c1).toHaveLength(23);
    expect(c1.map((s) => s.order).sort((a, b) => a - b)).toEqual(contiguous(23));
  });

  it(`ids are unique and within ${SENTENCE_ID_RANGE[0]}–${SENTENCE_ID_RANGE[1]}`, () => {
    const ids = all.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(SENTENCE_ID_RANGE[0]);
      expect(id).toBeLessThanOrEqual(SENTENCE_ID_RANGE[1]);
    }
  });

  it("every link is a lesson of the program's range", () => {
    for (const { program, file } of programs) for (const s of file.sentences) expect(SENTENCE_LESSONS[program], `sentence ${s.id}`).toContain(s.link);
    expect(SENTENCE_LESSONS.B2).toContain('B2-11');
    expect(SENTENCE_LESSONS.B2).toContain('B2-33temp');
    expect(SENTENCE_LESSONS.B2).not.toContain('B2-10');
    expect(SENTENCE_LESSONS.C1[0]).toBe('C1-2t');
    expect(SENTENCE_LESSONS.C1.at(-1)).toBe('C1-29t');
  });

  it('every B2 lesson of the range has sentences', () => {
    const linked = new Set(programs.find((p) => p.program === 'B2')!.file.sentences.map((s) => s.link));
    for (const code of SENTENCE_LESSONS.B2) expect(linked.has(code), `${code} has no sentence`).toBe(true);
  });

  it('every accepted answer is non-empty after splitting by "/", hints hold no "/"', () => {
    for (const s of all) {
      expect(keyProblems(s.eng), `sentence ${s.id}: "${s.eng}"`).toEqual([]);
    }
  });

  it('some answers offer alternatives and some carry hints', () => {
    expect(all.filter((s) => parseAnswerKey(s.eng).alternatives.length > 1).length).toBeGreaterThan(60);
    expect(all.filter((s) => parseAnswerKey(s.eng).hints.length > 0).length).toBeGreaterThan(20);
  });

  it('no Russian prompt repeats in a program', () => {
    for (const { program, file } of programs) {
      const rus = file.sentences.map((s) => s.rus.toLowerCase());
      expect(new Set(rus).size, program).toBe(rus.length);
    }
  });

  it('every grammar label leads to a topic of the grammar catalogue', () => {
    const raw: unknown = JSON.parse(readFileSync(join(contentDir, 'grammar/topics.json'), 'utf8'));
    const { topics } = v.parse(GrammarTopicsFileSchema, raw);
    const known = new Set(topics.flatMap((t) => [t.name, ...t.labels]).map((l) => l.toLowerCase()));
    for (const s of all) for (const label of s.searchForLink ?? []) expect(known.has(label.toLowerCase()), `sentence ${s.id}: "${label}"`).toBe(true);
  });
});
