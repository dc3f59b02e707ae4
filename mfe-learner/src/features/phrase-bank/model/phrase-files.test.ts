import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GrammarTopicsFileSchema, PHRASE_LEVELS, PhraseBankFileSchema, type PhraseBankFile, type PhraseLevel } from '@school/shared/schemas';
import { keyProblems } from '../../answers';
import { PHRASE_FILES, phraseLevelLessons } from './phrase-levels';

const contentDir = join(__dirname, '../../../../content');

/** The counts of the phrase bank; B2 holds at least 36. */
const COUNTS: Record<PhraseLevel, number> = { A1: 89, A2: 89, 'A2+': 80, B1: 105, 'B1+': 124, B2: 40 };

function readLevel(level: PhraseLevel): PhraseBankFile {
  const file = `phrases/${PHRASE_FILES[level]}.json`;
  const result = v.safeParse(PhraseBankFileSchema, JSON.parse(readFileSync(join(contentDir, file), 'utf8')));
  if (!result.success) throw new Error(`${file}: ${v.summarize(result.issues)}`);
  return result.output;
}

function knownLabels(): Set<string> {
  const raw: unknown = JSON.parse(readFileSync(join(contentDir, 'grammar/topics.json'), 'utf8'));
  const { topics } = v.parse(GrammarTopicsFileSchema, raw);
  return new Set(topics.flatMap((t) => [t.name, ...t.labels]).map((l) => l.toLowerCase()));
}

describe('phrase bank files', () => {
  const levels = PHRASE_LEVELS.map((level) => ({ level, file: readLevel(level) }));

  it('has one file per level and nothing else', () => {
    const files = readdirSync(join(contentDir, 'phrases')).sort();
    expect(files).toEqual(
      Object.values(PHRASE_FILES)
        .map((f) => `${f}.json`)
        .sort(),
    );
    for (const { level, file } of levels) expect(file.program).toBe(level);
  });

  it('holds exactly the phrase counts of each level', () => {
    for (const { level, file } of levels) {
      if (level === 'B2') expect(file.phrases.length).toBeGreaterThanOrEqual(36);
      expect(file.phrases.length, level).toBe(COUNTS[level]);
    }
  });

  it('every phrase carries its level as program', () => {
    for (const { level, file } of levels) for (const p of file.phrases) expect(p.program, `phrase ${p.id}`).toBe(level);
  });

  it('ids are unique over the whole bank and not in order', () => {
    const ids = levels.flatMap(({ file }) => file.phrases.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => a - b);
    expect(ids).not.toEqual(sorted);
  });

  it('orders run 1…n within each level', () => {
    for (const { level, file } of levels) {
      const orders = file.phrases.map((p) => p.order).sort((a, b) => a - b);
      expect(orders, level).toEqual(Array.from({ length: orders.length }, (_, i) => i + 1));
    }
  });

  it("every link is a lesson of the phrase's level, and every lesson of A1…B1+ has phrases", () => {
    for (const { level, file } of levels) {
      const lessons = phraseLevelLessons(level);
      expect(lessons.length, level).toBeGreaterThan(0);
      for (const p of file.phrases) expect(lessons, `phrase ${p.id} links ${p.link}`).toContain(p.link);
      const linked = new Set(file.phrases.map((p) => p.link));
      if (level !== 'B2') for (const code of lessons) expect(linked.has(code), `${code} has no phrase`).toBe(true);
    }
  });

  it('lesson code ranges follow the program split of A2 and B1', () => {
    expect(phraseLevelLessons('A2').at(-1)).toBe('A2-25');
    expect(phraseLevelLessons('A2+')[0]).toBe('A2-26');
    expect(phraseLevelLessons('A2+').at(-1)).toBe('A2-46');
    expect(phraseLevelLessons('B1').at(-1)).toBe('B1-27');
    expect(phraseLevelLessons('B1+')[0]).toBe('B1-28');
    expect(phraseLevelLessons('B1+').at(-1)).toBe('B1-54');
    expect(phraseLevelLessons('B2')[0]).toBe('B2-1');
  });

  it('no phrase is written twice in a level', () => {
    for (const { level, file } of levels) {
      const rus = file.phrases.map((p) => p.rus.toLowerCase());
      const eng = file.phrases.map((p) => p.eng.toLowerCase());
      expect(new Set(rus).size, `${level}: repeated Russian`).toBe(rus.length);
      expect(new Set(eng).size, `${level}: repeated English`).toBe(eng.length);
    }
  });

  it('every English answer is non-empty after splitting by "/"', () => {
    for (const { file } of levels) for (const p of file.phrases) expect(keyProblems(p.eng), `phrase ${p.id}: "${p.eng}"`).toEqual([]);
  });

  it('every grammar label leads to a topic of the grammar catalogue', () => {
    const known = knownLabels();
    for (const { file } of levels)
      for (const p of file.phrases) {
        expect(p.searchForLink.length, `phrase ${p.id} has no grammar label`).toBeGreaterThan(0);
        for (const label of p.searchForLink) expect(known.has(label.toLowerCase()), `phrase ${p.id}: "${label}"`).toBe(true);
      }
  });
});
