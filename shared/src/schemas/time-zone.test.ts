import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKnownTimeZone } from './time-zone';

describe('time zones the browser reports', () => {
  it('knows real zone names only', () => {
    expect(isKnownTimeZone('Asia/Yekaterinburg')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('Europe/Moscow; drop')).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks Temporal where the runtime has it, not Intl', () => {
    const known = new Set(['Asia/Yekaterinburg']);
    const toZonedDateTimeISO = (zone: string) => {
      if (!known.has(zone)) throw new RangeError(`unknown zone ${zone}`);
      return {};
    };
    vi.stubGlobal('Temporal', { Instant: { fromEpochMilliseconds: () => ({ toZonedDateTimeISO }) } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(isKnownTimeZone('Asia/Yekaterinburg')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(intl).not.toHaveBeenCalled();
  });
});
