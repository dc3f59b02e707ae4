import { describe, expect, it, vi } from 'vitest';
import { loadOnce, loadOncePerKey } from './load-once';

describe('loading a content file once', () => {
  it('gives every caller of a key the same load, and each key its own', async () => {
    const load = vi.fn(async (key: string) => `file ${key}`);
    const get = loadOncePerKey(load);
    const first = get('B1');
    expect(get('B1')).toBe(first);
    expect(await first).toBe('file B1');
    expect(await get('A2')).toBe('file A2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('file');
    const get = loadOnce<string>(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('file');
    expect(await get()).toBe('file');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
