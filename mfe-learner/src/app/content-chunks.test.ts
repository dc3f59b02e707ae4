import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'src');

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

  it('fuse.js is imported only by the search features', () => {
    for (const file of sources) {
      if (FUSE_FEATURES.some((folder) => relative(src, file).startsWith(folder))) continue;
      expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(/from ['"]fuse\.js['"]/);
    }
  });
});
