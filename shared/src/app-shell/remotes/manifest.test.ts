import { describe, expect, it } from 'vitest';
import { absoluteEntry, parseManifest } from './manifest';

describe('remotes manifest', () => {
  it('keeps string entries only', () => {
    expect(parseManifest({ mfe_teacher: '/remotes/mfe-teacher/mf-manifest.json', bad: 5, empty: '' })).toEqual({
      mfe_teacher: '/remotes/mfe-teacher/mf-manifest.json',
    });
    expect(parseManifest(null)).toEqual({});
    expect(parseManifest(['x'])).toEqual({});
  });
  it('resolves relative entries against the page', () => {
    expect(absoluteEntry('/remotes/mfe-company/mf-manifest.json', 'http://school.test:8080/lms/x')).toBe(
      'http://school.test:8080/remotes/mfe-company/mf-manifest.json',
    );
    expect(absoluteEntry('https://cdn.test/company/mf-manifest.json', 'http://school.test/')).toBe('https://cdn.test/company/mf-manifest.json');
  });
});
