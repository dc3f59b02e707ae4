import { describe, expect, it } from 'vitest';
import type { StudentLesson } from '@school/shared/schemas';
import { attendance, formatsBreakdown, lessonsPerMonth, monthLabel } from './stats';

describe('stats', () => {
  const lesson = (date: string, attended: boolean, fullTypeId = 'skype-50', fullTypeName = '50 минут'): StudentLesson => ({
    date,
    attended,
    group: false,
    fullTypeId,
    fullTypeName,
  });
  const lessons = [
    lesson('2026-11-03T10:00:00', true),
    lesson('2026-11-10T10:00:00', false),
    lesson('2026-09-10T10:00:00', true, 'group-60', 'Группа'),
    lesson('2025-01-10T10:00:00', true),
  ];
  it('counts lessons per month over the last months, empty months included', () => {
    const rows = lessonsPerMonth(lessons, new Date(2026, 10, 21), 3);
    expect(rows).toEqual([
      { month: '2026-09', attended: 1, missed: 0 },
      { month: '2026-10', attended: 0, missed: 0 },
      { month: '2026-11', attended: 1, missed: 1 },
    ]);
  });
  it('sums attendance', () => {
    expect(attendance(lessons)).toEqual({ total: 4, attended: 3, missed: 1, percent: 75 });
    expect(attendance([]).percent).toBeNull();
  });
  it('orders formats by use', () => {
    expect(formatsBreakdown(lessons).map((f) => [f.fullTypeId, f.count])).toEqual([
      ['skype-50', 3],
      ['group-60', 1],
    ]);
  });
  it('names months in Russian, as Intl’s Russian names them', () => {
    expect(monthLabel('2026-11')).toBe('ноябрь 2026');
    const intl = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric' });
    for (let m = 1; m <= 12; m++) {
      expect(monthLabel(`2027-${String(m).padStart(2, '0')}`)).toBe(intl.format(new Date(2027, m - 1, 1)).replace(/\s?г\.$/, ''));
    }
  });
});
