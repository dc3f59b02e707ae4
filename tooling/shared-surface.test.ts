import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain Node module of the tooling package
import { computeSurface, readRecorded, requiredBump } from './shared-surface.mjs';

type Surface = Record<string, Record<string, string>>;

describe('the version of @school/shared', () => {
  it('changes whenever its exported surface changes (node tooling/shared-surface.mjs --write)', () => {
    const current = computeSurface() as { version: string; surface: Surface };
    const recorded = readRecorded() as { version: string; surface: Surface };
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../shared/package.json'), 'utf8')) as { version: string };
    expect(recorded.version, 'shared/surface.json records another version than shared/package.json').toBe(pkg.version);
    expect(current.surface, 'the exported surface changed: run node tooling/shared-surface.mjs --write').toEqual(recorded.surface);
  }, 60_000);

  it('asks a major bump for a removal and a minor one for an addition', () => {
    const before = { './ui': { Button: 'function', Modal: 'function' } };
    expect(requiredBump(before, { './ui': { Button: 'function', Modal: 'function' } })).toBeNull();
    expect(requiredBump(before, { './ui': { Button: 'function', Modal: 'function', Tabs: 'function' } })).toBe('minor');
    expect(requiredBump(before, { './ui': { Button: 'function' } })).toBe('major');
    expect(requiredBump(before, { './ui': { Button: 'value', Modal: 'function' } })).toBe('major');
  });
});
