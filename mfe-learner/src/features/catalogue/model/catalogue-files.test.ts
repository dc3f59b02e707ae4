import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CatalogueLevelSchema, LessonContentSchema, MATERIAL_ID_RANGES, type CatalogueLevel, type LessonContent } from '@school/shared/schemas';

const contentDir = join(__dirname, '../../../../content');
const GROUPS = ['A1', 'A2', 'B1', 'B2', 'B2temp', 'C1', 'Int'] as const;

function range(prefix: string, from: number, to: number, suffix = ''): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}${suffix}`);
}

/** The lesson codes each group must hold, in order. */
const EXPECTED: Record<(typeof GROUPS)[number], string[]> = {
  A1: range('A1', 1, 26),
  A2: range('A2', 1, 46),
  B1: range('B1', 1, 54),
  B2: range('B2', 1, 25),
  B2temp: range('B2', 26, 33, 'temp'),
  C1: range('C1', 1, 29, 't'),
  Int: range('Int', 1, 8),
};

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function loadLevels(): CatalogueLevel[] {
  return GROUPS.filter((g) => existsSync(join(contentDir, 'catalogue', `${g}.json`))).map((group) => {
    const result = v.safeParse(CatalogueLevelSchema, readJson(join(contentDir, 'catalogue', `${group}.json`)));
    if (!result.success) throw new Error(`catalogue/${group}.json: ${v.summarize(result.issues)}`);
    expect(result.output.group).toBe(group);
    return result.output;
  });
}

function loadLesson(group: string, id: string): LessonContent {
  const path = join(contentDir, 'lessons', group, `${id}.json`);
  if (!existsSync(path)) throw new Error(`lessons/${group}/${id}.json is missing`);
  const result = v.safeParse(LessonContentSchema, readJson(path));
  if (!result.success) throw new Error(`lessons/${group}/${id}.json: ${v.summarize(result.issues)}`);
  return result.output;
}

describe('lesson catalogue files', () => {
  const levels = loadLevels();

  it('every level file exists and lists exactly its lessons in order', () => {
    expect(levels.map((l) => l.group)).toEqual([...GROUPS]);
    for (const level of levels) expect(level.lessons.map((l) => l.id)).toEqual(EXPECTED[level.group]);
  });

  it('material ids are unique per type and inside their ranges', () => {
    const seen = new Map<string, string>();
    for (const level of levels)
      for (const lesson of level.lessons)
        for (const m of lesson.materials) {
          const key = `${m.type}:${m.id}`;
          expect(seen.get(key), `${key} in ${lesson.id} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, lesson.id);
          const [min, max] = MATERIAL_ID_RANGES[m.type];
          const n = Number(m.id);
          expect(n >= min && n <= max, `${key} of ${lesson.id} outside ${min}–${max}`).toBe(true);
        }
  });

  it('every lesson file matches its catalogue entry', () => {
    for (const level of levels)
      for (const lesson of level.lessons) {
        const content = loadLesson(level.group, lesson.id);
        expect(content.id).toBe(lesson.id);
        if (lesson.kind === 'full') expect(content.theory, `${lesson.id} is full but has no theory`).toBeDefined();
        const bodies = content.materials.map((m) => `${m.type}:${m.id}`).sort();
        const listed = lesson.materials.map((m) => `${m.type}:${m.id}`).sort();
        expect(bodies, `${lesson.id}: material bodies differ from the catalogue`).toEqual(listed);
      }
  });

  it('at least 60 full lessons, spread over every level', () => {
    const full = levels.flatMap((l) => l.lessons.filter((x) => x.kind === 'full').map(() => l.group));
    expect(full.length).toBeGreaterThanOrEqual(60);
    for (const group of ['A1', 'A2', 'B1', 'B2', 'C1'] as const) expect(full).toContain(group);
  });

  it('no two lessons share a template', () => {
    const intros = new Set<string>();
    const objectives = new Set<string>();
    for (const level of levels)
      for (const lesson of level.lessons) {
        const content = loadLesson(level.group, lesson.id);
        const objective = content.plan.objectives.join('|');
        expect(objectives.has(objective), `${lesson.id} repeats another lesson's objectives`).toBe(false);
        objectives.add(objective);
        if (content.theory) {
          expect(intros.has(content.theory.intro), `${lesson.id} repeats another lesson's theory`).toBe(false);
          intros.add(content.theory.intro);
        }
      }
  });

  it('no unknown files in the lessons folders', () => {
    for (const group of GROUPS) {
      const dir = join(contentDir, 'lessons', group);
      if (!existsSync(dir)) continue;
      const expected = new Set(EXPECTED[group].map((id) => `${id}.json`));
      for (const file of readdirSync(dir)) expect(expected.has(file), `unexpected lessons/${group}/${file}`).toBe(true);
    }
  });
});
