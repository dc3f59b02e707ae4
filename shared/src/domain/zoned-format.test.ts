import { describe, expect, it } from 'vitest';
import { zonedFormat } from './zoned-format';

// Lesson times and the learner's days in the reader's own zone.
describe('the date formats of a zone', () => {
  const lesson = new Date('2026-03-12T16:00:00.000Z');

  it('are made once per kind and zone', () => {
    expect(zonedFormat('time', 'Europe/Moscow')).toBe(zonedFormat('time', 'Europe/Moscow'));
    expect(zonedFormat('time', 'Asia/Yekaterinburg')).not.toBe(zonedFormat('time', 'Europe/Moscow'));
    expect(zonedFormat('time', 'Asia/Yekaterinburg').format(lesson)).toBe('21:00');
    expect(zonedFormat('clock', 'Europe/Moscow').format(lesson)).toBe('2026-03-12, 19:00:00');
  });

  it('with no zone named, follow the zone the process runs in now', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Europe/Moscow';
      expect(zonedFormat('time', undefined).format(lesson)).toBe('19:00');
      process.env.TZ = 'Asia/Yekaterinburg';
      expect(zonedFormat('time', undefined).format(lesson)).toBe('21:00');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
