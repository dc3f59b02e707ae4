import { describe, expect, it } from 'vitest';
import { endpoints, procedures } from '../contracts';
import { coreEndpoints } from '../contracts/core';
import { areaCalls, areaLoaders, areaOf, type RegistryArea } from './registry-areas';

describe('the registry by area', () => {
  it('lists for each area exactly the calls its file defines', async () => {
    for (const [area, load] of Object.entries(areaLoaders)) {
      const calls = await load();
      expect([...areaCalls[area as RegistryArea]].sort(), area).toEqual(Object.keys(calls).sort());
    }
  });

  it('holds every call of the server but the ones travelling with the client, each in one area', () => {
    const listed = Object.values(areaCalls).flat();
    expect(new Set(listed).size).toBe(listed.length);
    const expected = [...Object.keys(endpoints).filter((name) => !(name in coreEndpoints)), ...Object.keys(procedures)];
    expect([...listed].sort()).toEqual(expected.sort());
  });

  it('finds the area of a call by its name, and none for a name it does not know', () => {
    expect(areaOf('lessons.reportTimeZone')).toBe('lessons');
    expect(areaOf('signup')).toBe('accounts');
    expect(areaOf('session')).toBeUndefined();
    expect(areaOf('lessons.noSuchCall')).toBeUndefined();
  });
});
