import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as queryFacade from '../../shared/src/libs/query';
import * as routerFacade from '../../shared/src/libs/router';
import * as valibotFacade from '../../shared/src/libs/valibot';

const root = path.resolve(import.meta.dirname, '../..');
const appDirs = ['host/src', 'mfe-teacher/src', 'mfe-learner/src', 'mfe-company/src', 'mfe-commerce/src', 'shared/src'];

/**
 * Every source file a page may run: tests, test helpers (src/test), fixtures, the facades themselves and
 * the host's server render (src/server: its build takes the libraries whole) left out.
 */
function pageSources(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!['test', 'testing', 'libs', 'server'].includes(name)) files.push(...pageSources(file));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('test-utils')) files.push(file);
  }
  return files;
}

const sources = appDirs.flatMap((dir) => pageSources(path.join(root, dir))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Runtime names imported from a library: `import { a, type B, c as d } from 'lib'` → a, c. */
function namedImports(library: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'(${library.source})'`, 'g');
  for (const { file, text } of sources) {
    for (const match of text.matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) found.set(name, path.relative(root, file));
      }
    }
  }
  return found;
}

/** Members used of a namespace import: `import * as v from 'valibot'` … `v.pipe(` → pipe. */
function namespaceMembers(library: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sources) {
    const ns = new RegExp(`import\\s+\\*\\s+as\\s+(\\w+)\\s+from\\s+'${library}'`).exec(text)?.[1];
    if (!ns) continue;
    // Types (v.InferOutput<…>, v.GenericSchema) are erased; only values must exist at run time.
    const code = text.replace(/:\s*v\.\w+(<[^>]*>)?/g, '').replace(/<[^<>]*\bv\.\w+[^<>]*>/g, '');
    for (const match of code.matchAll(new RegExp(`\\b${ns}\\.(\\w+)`, 'g'))) {
      if (!/^[A-Z]/.test(match[1]!)) found.set(match[1]!, path.relative(root, file));
    }
  }
  return found;
}

describe('the library facades of the shared package (what the builds share of a library)', () => {
  it('export every React Router name a page imports', () => {
    const missing = [...namedImports(/react-router(?:-dom)?/)].filter(([name]) => !(name in routerFacade));
    expect(missing, 'add these to shared/src/libs/router.ts').toEqual([]);
  });

  it('export every TanStack Query name a page imports', () => {
    const missing = [...namedImports(/@tanstack\/react-query/)].filter(([name]) => !(name in queryFacade));
    expect(missing, 'add these to shared/src/libs/query.ts').toEqual([]);
  });

  it('export every valibot function a page uses', () => {
    const used = new Map([...namespaceMembers('valibot'), ...namedImports(/valibot/)]);
    const missing = [...used].filter(([name]) => !(name in valibotFacade));
    expect(missing, 'add these to shared/src/libs/valibot.ts').toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });
});
