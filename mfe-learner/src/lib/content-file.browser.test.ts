import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFileUrl, loadContentFile, MissingContentFile } from './content-file.browser';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown = null) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('reading a content file as a JSON file beside the remote (the browser build)', () => {
  it('asks for the file of this content version under the remote’s folder', () => {
    expect(contentFileUrl('lessons/B1/B1-1', '/remotes/mfe-learner/1.0.0/', '0a1b2c3d')).toBe(
      '/remotes/mfe-learner/1.0.0/content/lessons/B1/B1-1.0a1b2c3d.json',
    );
  });

  it('gives the parsed file', async () => {
    const fetch = answer(200, { id: 'B1-1' });
    expect(await loadContentFile('lessons/B1/B1-1', '/x/content/lessons/B1/B1-1.v.json')).toEqual({ id: 'B1-1' });
    expect(fetch).toHaveBeenCalledWith('/x/content/lessons/B1/B1-1.v.json', expect.anything());
  });

  it('says a file is missing on 404, and that a download failed on other errors', async () => {
    answer(404);
    await expect(loadContentFile('lessons/B1/B1-99', '/x')).rejects.toBeInstanceOf(MissingContentFile);
    answer(503);
    const failed = loadContentFile('lessons/B1/B1-1', '/x');
    await expect(failed).rejects.toThrow('HTTP 503');
    await expect(failed).rejects.not.toBeInstanceOf(MissingContentFile);
  });

  it('reads a refusal to its end, so its request does not stay open', async () => {
    const missing = new Response('Not found', { status: 404 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => missing),
    );
    await expect(loadContentFile('lessons/B1/B1-99', '/x')).rejects.toBeInstanceOf(MissingContentFile);
    expect(missing.bodyUsed).toBe(true);
    const failed = new Response('Busy', { status: 503 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failed),
    );
    await expect(loadContentFile('lessons/B1/B1-1', '/x')).rejects.toThrow('HTTP 503');
    expect(failed.bodyUsed).toBe(true);
  });

  it('asks for nothing outside the content folder', async () => {
    const fetch = answer(200, {});
    await expect(loadContentFile('lessons/../../remoteEntry', '/x')).rejects.toBeInstanceOf(MissingContentFile);
    await expect(loadContentFile('B1-1', '/x')).rejects.toBeInstanceOf(MissingContentFile);
    expect(fetch).not.toHaveBeenCalled();
  });
});
