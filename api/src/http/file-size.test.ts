import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

// The size limits the server names in its refusals (a request body, an uploaded video).
describe('file sizes in words', () => {
  it('read as people read them', () => {
    expect(formatFileSize(500 * 1024 * 1024)).toBe('500 МБ');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 МБ');
    expect(formatFileSize(64 * 1024)).toBe('64 КБ');
    expect(formatFileSize(10)).toBe('10 байт');
    expect(formatFileSize(2)).toBe('2 байта');
  });
});
