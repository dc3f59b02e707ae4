import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GRAMMAR_GROUPS, GRAMMAR_LEVELS, GrammarTopicsFileSchema, type GrammarLevel } from '@school/shared/schemas';

const contentDir = join(__dirname, '../../../../content');

function codes(level: string, from: number, to: number, suffix = ''): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${level}-${from + i}${suffix}`);
}

/** The lessons of the catalogue by level key. */
const LESSONS: Record<GrammarLevel, string[]> = {
  A1: codes('A1', 1, 26),
  A2: codes('A2', 1, 46),
  B1: codes('B1', 1, 54),
  B2: [...codes('B2', 1, 25), ...codes('B2', 26, 33, 'temp')],
  C1: codes('C1', 1, 29, 't'),
};

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('grammar topic catalogue file', () => {
  const raw: unknown = JSON.parse(readFileSync(join(contentDir, 'grammar/topics.json'), 'utf8'));
  const result = v.safeParse(GrammarTopicsFileSchema, raw);
  if (!result.success) throw new Error(`grammar/topics.json: ${v.summarize(result.issues)}`);
  const { topics } = result.output;

  it('holds 60–90 topics', () => {
    expect(topics.length).toBeGreaterThanOrEqual(60);
    expect(topics.length).toBeLessThanOrEqual(90);
  });

  it('uses each of the 13 groups, and only them', () => {
    expect(GRAMMAR_GROUPS).toHaveLength(13);
    const used = new Set(topics.map((t) => t.group));
    for (const group of used) expect(GRAMMAR_GROUPS).toContain(group);
    for (const group of GRAMMAR_GROUPS) expect(used.has(group), `${group} has no topic`).toBe(true);
  });

  it('ids are unique uuid v4, names unique', () => {
    const ids = topics.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    const names = topics.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const ru = topics.map((t) => t.nameRu.toLowerCase());
    expect(new Set(ru).size).toBe(ru.length);
  });

  it('every topic is taught in at least one lesson, each listed under its own level', () => {
    for (const t of topics) {
      const all = GRAMMAR_LEVELS.flatMap((level) => t.lessons[level]);
      expect(all.length, `${t.name} has no lesson`).toBeGreaterThan(0);
      expect(new Set(all).size, `${t.name} lists a lesson twice`).toBe(all.length);
      for (const level of GRAMMAR_LEVELS) for (const code of t.lessons[level]) expect(LESSONS[level], `${t.name}: ${code} under ${level}`).toContain(code);
    }
  });

  it('the grammar lessons of every level are covered', () => {
    const covered = new Set(topics.flatMap((t) => GRAMMAR_LEVELS.flatMap((level) => t.lessons[level])));
    for (const level of GRAMMAR_LEVELS) {
      const share = LESSONS[level].filter((code) => covered.has(code)).length / LESSONS[level].length;
      expect(share, level).toBeGreaterThan(0.3);
    }
    for (const code of ['A1-1', 'A1-26', 'A2-20', 'A2-45', 'B1-14', 'B2-13', 'B2-17', 'C1-12t']) expect(covered.has(code), code).toBe(true);
  });
});
