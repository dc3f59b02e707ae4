import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownRuntimeTimeZone, runtimeTimeZone } from './time-zone';

// The reader's own time zone: dates and times are shown, and reminders written, in it.
describe('the time zone of the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is read from Temporal where the runtime has it, without asking Intl', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Yekaterinburg' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(runtimeTimeZone()).toBe('Asia/Yekaterinburg');
    expect(intl).not.toHaveBeenCalled();
  });

  it('is read from Intl where there is no Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(runtimeTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is unknown when the runtime names none or fails to answer', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => '' } });
    expect(runtimeTimeZone()).toBeNull();
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(runtimeTimeZone()).toBeNull();
  });

  it('is known when the school knows it, without asking Intl where Temporal answers', () => {
    const known = new Set(['Asia/Yekaterinburg']);
    const toZonedDateTimeISO = (zone: string) => {
      if (!known.has(zone)) throw new RangeError(`unknown zone ${zone}`);
      return {};
    };
    let runtimeZone = 'Asia/Yekaterinburg';
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => runtimeZone }, Instant: { fromEpochMilliseconds: () => ({ toZonedDateTimeISO }) } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(knownRuntimeTimeZone()).toBe('Asia/Yekaterinburg');
    runtimeZone = 'Etc/Unknown';
    expect(knownRuntimeTimeZone()).toBeNull();
    expect(intl).not.toHaveBeenCalled();
  });
});
