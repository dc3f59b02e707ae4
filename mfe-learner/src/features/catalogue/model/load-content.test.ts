import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEVEL_GROUPS } from './groups';
import { loadLessonContent, loadLevel, loadLevels } from './load-content';

const contentDir = join(__dirname, '../../../../content');
const present = LEVEL_GROUPS.filter((g) => existsSync(join(contentDir, 'catalogue', `${g}.json`)));

describe('loading the embedded catalogue', () => {
  it('loads each level file that exists, checked, and the same load twice', async () => {
    for (const group of present) {
      const level = await loadLevel(group);
      expect(level?.group).toBe(group);
      expect(level?.lessons.length).toBeGreaterThan(0);
    }
    if (present[0]) expect(loadLevel(present[0])).toBe(loadLevel(present[0]));
    expect((await loadLevels(LEVEL_GROUPS)).map((l) => l.group)).toEqual(present);
  });

  it('loads a lesson file by its code and answers null for a lesson without a file', async () => {
    const group = present.find((g) => existsSync(join(contentDir, 'lessons', g)) && readdirSync(join(contentDir, 'lessons', g)).length > 0);
    if (group) {
      const file = readdirSync(join(contentDir, 'lessons', group))[0]!;
      const id = file.replace(/\.json$/, '');
      expect((await loadLessonContent(id))?.id).toBe(id);
    }
    expect(await loadLessonContent('A1-99')).toBeNull();
    expect(await loadLessonContent('not-a-lesson')).toBeNull();
  });
});
