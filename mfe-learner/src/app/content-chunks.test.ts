import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'src');
const content = join(root, 'content');
const dist = join(root, 'dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const sources = files(src).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

describe('embedded content ships in chunks', () => {
  it('no page or feature imports a content file statically: only template imports, one file per call', () => {
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      expect(code, `${relative(root, file)} imports content statically`).not.toMatch(/(?:from|import)\s+['"][^'"]*\/content\/[^'"]*['"]/);
      expect(code, `${relative(root, file)} requires content`).not.toMatch(/require\(\s*['"][^'"]*\/content\//);
      for (const match of code.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?`([^`]*\/content\/[^`]*)`/g)) {
        expect(match[1], `${relative(root, file)}: one level, lesson or section per import`).toMatch(/\$\{[^}]+\}\.json$/);
      }
    }
  });

  // Fuzzy search is for the search overlay and page and the phrase bank's search: no other chunk carries it.
  const FUSE_FEATURES = ['features/search/', 'features/phrase-bank/'];
  const FUSE_PAGES = ['SearchOverlay', 'SearchPage', 'PhrasesPage'];

  it('fuse.js is imported only by the search features', () => {
    for (const file of sources) {
      if (FUSE_FEATURES.some((folder) => relative(src, file).startsWith(folder))) continue;
      expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(/from ['"]fuse\.js['"]/);
    }
  });

  // After `pnpm --filter mfe-learner build`: one chunk per level and per lesson file, and only the
  // search modules load fuse.js.
  it.skipIf(!existsSync(join(dist, 'mf-manifest.json')))('the production build has a chunk per level and per lesson, and fuse only in the search chunks', () => {
    const chunks = readdirSync(dist).filter((f) => f.endsWith('.js'));
    for (const level of readdirSync(join(content, 'catalogue'))) {
      const name = level.replace('.json', '');
      expect(chunks.filter((c) => c.startsWith(`catalogue-${name}-json.`)), `chunk of catalogue/${level}`).toHaveLength(1);
    }
    for (const group of readdirSync(join(content, 'lessons')))
      for (const lesson of readdirSync(join(content, 'lessons', group))) {
        const name = lesson.replace('.json', '');
        expect(chunks.filter((c) => c.startsWith(`lesson-${group}-${name}-json.`)), `chunk of lessons/${group}/${lesson}`).toHaveLength(1);
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
