// The source files of a folder of the workspace, for the tooling scripts that read the code.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold no source of the workspace: installed packages, and what builds and test runs leave behind (all ignored by git). */
const skippedFolders = new Set(['node_modules', 'dist', 'dist-single', '@mf-types', 'data', 'releases', 'test-results', 'playwright-report']);
const isDeclaration = (name) => /\.d\.[cm]?ts$/.test(name);
const isTest = (name) => /\.(test|spec)\.[^.]+$/.test(name);

/**
 * Every source file under `dir`, as absolute paths in name order; none when `dir` does not exist.
 *
 * Skipped, since none of them is code the workspace wrote:
 * - the folders `node_modules` (installed packages) and `dist`, `dist-single`, `@mf-types`, `data`,
 *   `releases`, `test-results`, `playwright-report` (output of builds, the API and test runs);
 * - every folder and file whose name starts with a dot (`.git`, `e2e/.releases`, caches);
 * - declaration files (`*.d.ts`): they describe code, they are not code.
 * Symbolic links are not followed.
 *
 * @param {string} dir
 * @param {object} [options]
 * @param {string[]} [options.extensions] the endings of the files that count (`.ts` and `.tsx` unless told)
 * @param {boolean} [options.tests] false leaves out test files (`*.test.*`, `*.spec.*`)
 * @returns {string[]}
 */
export function sourceFiles(dir, { extensions = ['.ts', '.tsx'], tests = true } = {}) {
  if (!existsSync(dir)) return [];
  const files = [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const { name } = entry;
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(name)) files.push(...sourceFiles(full, { extensions, tests }));
    } else if (extensions.some((ending) => name.endsWith(ending)) && !isDeclaration(name) && (tests || !isTest(name))) {
      files.push(full);
    }
  }
  return files;
}
