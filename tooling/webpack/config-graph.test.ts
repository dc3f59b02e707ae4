import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The webpack config files load in one direction (create-config → create-server-config → build-parts,
 * …): a file that requires, directly or through others, a file that requires it back would see that
 * file's exports half-made, depending on which one an app happened to load first.
 */
const dir = import.meta.dirname;
const require = createRequire(import.meta.url);

/** Every CommonJS file of tooling/webpack, as a path relative to it. */
function configFiles(folder = dir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return configFiles(file);
    return entry.name.endsWith('.cjs') ? [path.relative(dir, file)] : [];
  });
}

/** The files of tooling/webpack a file requires (relative requests, wherever in the file). */
function requiredBy(file: string): string[] {
  const source = readFileSync(path.join(dir, file), 'utf8');
  return [...source.matchAll(/\brequire\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => path.relative(dir, path.resolve(dir, path.dirname(file), m[1]!)));
}

/** Each cycle of the graph, as the files along it (depth-first search, every file as a start). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void found.push([...trail.slice(at), file]);
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

describe('the webpack config files', () => {
  const graph = new Map(configFiles().map((file) => [file, requiredBy(file)]));

  it('are read with their requires', () => {
    expect(graph.get('create-config.cjs')).toEqual(expect.arrayContaining(['create-server-config.cjs', 'build-parts.cjs', 'remotes.cjs']));
    expect(graph.get('create-server-config.cjs')).toContain('build-parts.cjs');
  });

  it('require each other without a cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle where there is one', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('load, and give every app its browser and server builds', () => {
    const root = path.resolve(dir, '../..');
    for (const app of ['host', 'mfe-teacher', 'mfe-learner', 'mfe-company', 'mfe-commerce']) {
      const config = require(path.join(root, app, 'webpack.config.cjs')) as (env: object, argv: { mode: string }) => { name: string }[];
      const name = app === 'host' ? 'host' : app.replace('-', '_');
      expect(config({}, { mode: 'production' }).map((build) => build.name)).toEqual([name, `${name}-server`]);
    }
  });
});
