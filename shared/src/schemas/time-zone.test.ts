import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from './time-zone';

describe('time zones the browser reports', () => {
  it('knows real zone names only', () => {
    expect(isKnownTimeZone('Asia/Yekaterinburg')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('Europe/Moscow; drop')).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
  });
});
