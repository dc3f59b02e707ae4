import { describe, expect, it } from 'vitest';
import { isNotInPastDayAt, toOffsetIso } from './next-lesson';

describe('teacher-and-company §5: next lesson on the server: the day in the sender’s time zone', () => {
  const now = new Date('2026-11-21T20:30:00.000Z'); // 23:30 in Moscow
  it('accepts a lesson earlier today in Moscow although the UTC day differs', () => {
    expect(isNotInPastDayAt('2026-11-21T01:00:00+03:00', now)).toBe(true);
  });
  it('refuses yesterday in Moscow', () => {
    expect(isNotInPastDayAt('2026-11-20T23:00:00+03:00', now)).toBe(false);
  });
  it('reads UTC timestamps as UTC days', () => {
    expect(isNotInPastDayAt('2026-11-21T00:00:00Z', now)).toBe(true);
    expect(isNotInPastDayAt('2026-11-20T23:59:00.000Z', now)).toBe(false);
  });
  it('treats a Moscow day as ended once its midnight passed', () => {
    const afterMidnight = new Date('2026-11-21T21:00:00.000Z'); // 00:00 on the 22nd in Moscow
    expect(isNotInPastDayAt('2026-11-21T10:00:00+03:00', afterMidnight)).toBe(false);
  });
  it('refuses garbage', () => {
    expect(isNotInPastDayAt('не дата', now)).toBe(false);
  });
  it('sends local dates with their offset', () => {
    expect(toOffsetIso(new Date(2026, 10, 21, 9, 30))).toMatch(/^2026-11-21T09:30:00(Z|[+-]\d{2}:\d{2})$/);
  });
});
