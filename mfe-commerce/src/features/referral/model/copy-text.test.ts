import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => vi.unstubAllGlobals());

describe('copying the invitation link', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('https://school.example/introductory-lesson?ref=STUDENT9')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://school.example/introductory-lesson?ref=STUDENT9');
  });

  it('falls back to the copy command when the Clipboard API refuses, and says when nothing worked', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    expect(await copyText('link')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    document.execCommand = vi.fn(() => false);
    expect(await copyText('link')).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
