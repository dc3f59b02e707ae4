import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Checks of the production build (`pnpm test:build`, after `pnpm build`): run against mfe-learner/dist.
const root = join(__dirname, '../..');
const content = join(root, 'content');
const dist = join(root, 'dist');

// Fuzzy search is for the search overlay and page and the phrase bank's search: no other chunk carries it.
const FUSE_PAGES = ['SearchOverlay', 'SearchPage', 'PhrasesPage'];

describe('the built learner remote', () => {
  // After `pnpm --filter mfe-learner build`: one chunk per level and per lesson file, and only the
  // search modules load fuse.js.
  it('the production build has a chunk per level and per lesson, and fuse only in the search chunks', () => {
    const chunks = readdirSync(dist).filter((f) => f.endsWith('.js'));
    for (const level of readdirSync(join(content, 'catalogue'))) {
      const name = level.replace('.json', '');
      expect(
        chunks.filter((c) => c.startsWith(`catalogue-${name}-json.`)),
        `chunk of catalogue/${level}`,
      ).toHaveLength(1);
    }
    for (const group of readdirSync(join(content, 'lessons')))
      for (const lesson of readdirSync(join(content, 'lessons', group))) {
        const name = lesson.replace('.json', '');
        expect(
          chunks.filter((c) => c.startsWith(`lesson-${group}-${name}-json.`)),
          `chunk of lessons/${group}/${lesson}`,
        ).toHaveLength(1);
      }
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    for (const expose of manifest.exposes) {
      const withFuse = expose.assets.js.sync.filter((file) => readFileSync(join(dist, file), 'utf8').includes('ignoreLocation'));
      if (FUSE_PAGES.includes(expose.name)) expect(withFuse.length, expose.name).toBeGreaterThan(0);
      else expect(withFuse, `${expose.name} loads fuse.js`).toEqual([]);
    }
  });
});

describe('the daily review in the built learner remote', () => {
  // The review page brings the scheduler (ts-fsrs) with it and its chart library (uPlot) after it; no other page carries either.
  it('only the review page loads the scheduler, and the chart library comes later, in a chunk of its own', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const has = (file: string, marker: string) => readFileSync(join(dist, file), 'utf8').includes(marker);
    for (const expose of manifest.exposes) {
      const fsrs = expose.assets.js.sync.filter((file) => has(file, 'request_retention'));
      if (expose.name === 'ReviewPage') expect(fsrs.length, 'ReviewPage loads ts-fsrs').toBeGreaterThan(0);
      else expect(fsrs, `${expose.name} loads ts-fsrs`).toEqual([]);
      expect(
        expose.assets.js.sync.filter((file) => has(file, 'u-wrap')),
        `${expose.name} loads uPlot at once`,
      ).toEqual([]);
    }
    expect(readdirSync(dist).filter((f) => /^uplot\..*\.js$/.test(f))).toHaveLength(1);
  });
});
