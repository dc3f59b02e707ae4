import { describe, expect, it, vi } from 'vitest';
import { absoluteEntry, fetchManifest, inlineManifest, parseManifest } from './manifest';

describe('remotes manifest', () => {
  it('reads locations and pages, dropping what is malformed', () => {
    const manifest = parseManifest({
      remotes: { mfe_teacher: '/remotes/mfe-teacher/mf-manifest.json', bad: 5, empty: '' },
      pages: [
        { path: '/lms/x', module: 'mfe_teacher/X', access: 'teacher', title: 'X' },
        { path: 'no-slash', module: 'mfe_teacher/Y', access: 'any', title: 'Y' },
        { path: '/lms/z', module: 'mfe_teacher/Z', access: 'root', title: 'Z' },
      ],
      warnings: ['a warning', 3],
    });
    expect(manifest.remotes).toEqual({ mfe_teacher: '/remotes/mfe-teacher/mf-manifest.json' });
    expect(manifest.pages).toEqual([{ path: '/lms/x', module: 'mfe_teacher/X', access: 'teacher', title: 'X' }]);
    expect(manifest.warnings).toEqual(['a warning']);
  });
  it('accepts an old-style map of locations and nothing for garbage', () => {
    expect(parseManifest({ mfe_company: '/c/mf-manifest.json' })).toEqual({ remotes: { mfe_company: '/c/mf-manifest.json' }, pages: [], warnings: [] });
    expect(parseManifest(null)).toEqual({ remotes: {}, pages: [], warnings: [] });
    expect(parseManifest(['x']).remotes).toEqual({});
  });
  it('reads the manifest the server inlined in the page', () => {
    document.body.innerHTML = `<script id="school-remotes" type="application/json">{"remotes":{"mfe_x":"/x.json"},"pages":[],"warnings":[]}</script>`;
    expect(inlineManifest()?.remotes).toEqual({ mfe_x: '/x.json' });
    document.body.innerHTML = '';
    expect(inlineManifest()).toBeNull();
  });
  it('asks /remotes.json when the page has none, and reads a refusal to its end (an unread answer stays open)', async () => {
    const refused = new Response('Busy', { status: 503 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused),
    );
    try {
      expect(await fetchManifest()).toEqual({ remotes: {}, pages: [], warnings: [] });
      expect(refused.bodyUsed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('resolves relative entries against the page', () => {
    expect(absoluteEntry('/remotes/mfe-company/mf-manifest.json', 'http://school.test:8080/lms/x')).toBe(
      'http://school.test:8080/remotes/mfe-company/mf-manifest.json',
    );
    expect(absoluteEntry('https://cdn.test/company/mf-manifest.json', 'http://school.test/')).toBe('https://cdn.test/company/mf-manifest.json');
  });
});
