/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { METHODOLOGY_SECTION_IDS, MethodologySectionSchema, type MethodologySection } from '@school/shared/schemas';

const dir = join(__dirname, '../../../../content/methodology');

function loadSection(id: string): MethodologySection {
  const path = join(dir, `${id}.json`);
  if (!existsSync(path)) throw new Error(`methodology/${id}.json is missing`);
  const result = v.safeParse(MethodologySectionSchema, JSON.parse(readFileSync(path, 'utf8')));
  if (!result.success) throw new Error(`methodology/${id}.json: ${v.summarize(result.issues)}`);
  return result.output;
}

describe('methodology handbook files', () => {
  it('holds exactly the sections M0-0 … M6-0, one file each, named by its id', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(METHODOLOGY_SECTION_IDS.map((id) => `${id}.json`));
    for (const id of METHODOLOGY_SECTION_IDS) expect(loadSection(id).id, `methodology/${id}.json`).toBe(id);
  });

  it('every id is unique and sub-sections are numbered M{n}-1, M{n}-2 … in order', () => {
    const seen = new Set<string>();
    for (const id of METHODOLOGY_SECTION_IDS) {
      const section = loadSection(id);
      for (const item of [section, ...section.subsections]) {
        expect(seen.has(item.id), `${item.id} appears twice`).toBe(false);
        seen.add(item.id);
      }
      const prefix = id.slice(0, 3);
      expect(section.subsections.map((s) => s.id)).toEqual(section.subsections.map((_, i) => `${prefix}${i + 1}`));
    }
  });

  it('sections carry written content, not placeholders', () => {
    for (const id of METHODOLOGY_SECTION_IDS) {
      const section = loadSection(id);
      const words = JSON.stringify(section.subsections).split(/\s+/).length;
      expect(words, `${id} is too short to be a real section`).toBeGreaterThan(150);
    }
  });

  it('the schema rejects a broken section', () => {
    const good = {
      id: 'M3-0',
      title: 'Раздел',
      summary: 'Кратко о разделе.',
      subsections: [{ id: 'M3-1', title: 'Подраздел', blocks: [{ type: 'paragraph', text: 'Текст.' }] }],
    };
    expect(v.safeParse(MethodologySectionSchema, good).success).toBe(true);
    const broken = [
      { ...good, id: 'M7-0' },
      { ...good, title: '   ' },
      { ...good, subsections: [] },
      { ...good, subsections: [{ ...good.subsections[0], id: 'M4-1' }] },
      { ...good, subsections: [{ ...good.subsections[0], blocks: [{ type: 'list', style: 'bullet', items: [] }] }] },
      {
        ...good,
        subsections: [
          {
            ...good.subsections[0],
            blocks: [
              {
                type: 'table',
                rows: [
                  ['a', 'b'],
                  ['c', 'd', 'e'],
                ],
              },
            ],
          },
        ],
      },
      { ...good, subsections: [{ ...good.subsections[0], blocks: [{ type: 'paragraph', text: 'x'.repeat(2001) }] }] },
      { ...good, subsections: [{ ...good.subsections[0], blocks: [{ type: 'video', src: 'a.mp4' }] }] },
    ];
    for (const section of broken) expect(v.safeParse(MethodologySectionSchema, section).success, JSON.stringify(section).slice(0, 80)).toBe(false);
  });
});
