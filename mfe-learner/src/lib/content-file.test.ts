import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMissingModule, loadContentFile, MissingContentFile } from './content-file';
import { isContentPath } from './content-path';

describe('reading a content file by import (tests, development, the server build)', () => {
  it('gives the parsed file at any depth of the content folder', async () => {
    expect(await loadContentFile('grammar/topics')).toHaveProperty('topics');
    expect(await loadContentFile('catalogue/B1')).toMatchObject({ group: 'B1' });
    expect(await loadContentFile('lessons/B1/B1-1')).toMatchObject({ id: 'B1-1' });
    expect(await loadContentFile('it-course/exercises/unit-1/lesson-1')).toMatchObject({ unitId: '1', lessonId: '1' });
  });

  it('reaches every file of the content folder by its path (a name the reader refuses would never load)', () => {
    const paths = readdirSync(join(__dirname, '../../content'), { recursive: true })
      .map((file) => String(file).split('\\').join('/'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));
    expect(paths.length).toBeGreaterThan(200);
    expect(paths.filter((path) => !isContentPath(path))).toEqual([]);
  });

  it('says a file is missing, for an absent file and for a path outside the content', async () => {
    await expect(loadContentFile('lessons/B1/B1-99')).rejects.toBeInstanceOf(MissingContentFile);
    await expect(loadContentFile('../package')).rejects.toBeInstanceOf(MissingContentFile);
    await expect(loadContentFile('lessons/B1/../../x')).rejects.toBeInstanceOf(MissingContentFile);
  });

  it('tells a missing module from a failed download', () => {
    expect(isMissingModule(Object.assign(new Error("Cannot find module './X.json'"), { code: 'MODULE_NOT_FOUND' }))).toBe(true);
    expect(isMissingModule(new Error('Unknown variable dynamic import: ../../content/catalogue/X.json'))).toBe(true);
    expect(isMissingModule(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(false);
    expect(isMissingModule('nope')).toBe(false);
  });
});
