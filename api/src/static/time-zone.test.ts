import { describe, expect, it } from 'vitest';
import { inTimeZone, isTimeZone } from './time-zone';

describe('time zone of a first view', () => {
  it('accepts zone names only', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Asia/Yekaterinburg')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('../../etc/passwd')).toBe(false);
    expect(isTimeZone('Europe/Moscow\n')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
    expect(isTimeZone(`Europe/${'a'.repeat(80)}`)).toBe(false);
  });

  it('renders local times in the given zone and restores the process zone after', () => {
    const lesson = new Date('2026-11-22T15:00:00Z');
    const before = lesson.getHours();
    expect(inTimeZone('Europe/Moscow', () => lesson.getHours())).toBe(18);
    expect(inTimeZone('Asia/Vladivostok', () => lesson.getHours())).toBe(1);
    expect(lesson.getHours()).toBe(before);
    expect(() =>
      inTimeZone('Europe/Moscow', () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(lesson.getHours()).toBe(before);
  });
});
