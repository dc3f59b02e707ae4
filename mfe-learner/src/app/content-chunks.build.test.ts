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
  // After `pnpm --filter mfe-learner build`: every content file is a minified JSON file of this content's
  // version beside the scripts (tooling/webpack/content-files.cjs), no content is built into a script,
  // and only the search modules load fuse.js.
  it('the production build ships the content as versioned JSON files, not scripts, and fuse only in the search chunks', () => {
    const files = readdirSync(content, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(200);
    const served = readdirSync(join(dist, 'content'), { recursive: true }).map(String);
    const versions = new Set<string>();
    for (const file of files) {
      const base = file.replace(/\.json$/, '');
      const twin = served.filter((f) => f.startsWith(`${base}.`) && /^\.[0-9a-f]{8}\.json$/.test(f.slice(base.length)));
      expect(twin, `content/${file}`).toHaveLength(1);
      versions.add(twin[0]!.slice(base.length + 1, base.length + 9));
      expect(JSON.parse(readFileSync(join(dist, 'content', twin[0]!), 'utf8'))).toEqual(JSON.parse(readFileSync(join(content, file), 'utf8')));
    }
    expect([...versions], 'one version for all content files').toHaveLength(1);
    const [version] = [...versions];
    const scripts = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(
      scripts.filter((f) => /-json\./.test(f)),
      'content built into scripts',
    ).toEqual([]);
    // The reader asks for the files of this version; a lesson's text is in no script.
    expect(scripts.filter((f) => readFileSync(join(dist, f), 'utf8').includes(`"${version}"`)).length).toBeGreaterThan(0);
    const lesson = JSON.parse(readFileSync(join(content, 'lessons/B1/B1-1.json'), 'utf8')) as { theory: { intro: string } };
    const text = lesson.theory.intro.slice(0, 40);
    expect(scripts.filter((f) => readFileSync(join(dist, f), 'utf8').includes(text))).toEqual([]);
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
