import { describe, expect, it } from 'vitest';
import { initialValues, nextLessonFormState } from './next-lesson-form';

const now = new Date(2026, 10, 21, 15, 0);

describe('next-lesson form', () => {
  it('starts empty or with the current appointment', () => {
    expect(initialValues(null)).toEqual({ date: '', time: '' });
    expect(initialValues(new Date(2026, 10, 23, 9, 5).toISOString())).toEqual({ date: '23.11.2026', time: '09:05' });
  });

  it('disables submit while a value is empty', () => {
    const empty = { date: '', time: '' };
    expect(nextLessonFormState({ date: '23.11.2026', time: '' }, empty, now)).toMatchObject({ disabled: true, error: null });
    expect(nextLessonFormState({ date: '', time: '10:00' }, empty, now)).toMatchObject({ disabled: true, error: null });
  });

  it('disables submit while the value is unchanged', () => {
    const initial = { date: '23.11.2026', time: '09:05' };
    expect(nextLessonFormState(initial, initial, now).disabled).toBe(true);
    expect(nextLessonFormState({ ...initial, time: '10:00' }, initial, now).disabled).toBe(false);
  });

  it('refuses a past day with the message and allows earlier today', () => {
    const empty = { date: '', time: '' };
    expect(nextLessonFormState({ date: '20.11.2026', time: '10:00' }, empty, now)).toMatchObject({
      disabled: true,
      error: { field: 'date', message: 'Дата занятия не может быть в прошлом' },
    });
    const today = nextLessonFormState({ date: '21.11.2026', time: '09:00' }, empty, now);
    expect(today.disabled).toBe(false);
    expect(today.date).toEqual(new Date(2026, 10, 21, 9, 0));
  });

  it('waits for complete values before showing a message', () => {
    const empty = { date: '', time: '' };
    expect(nextLessonFormState({ date: '20.11', time: '10:00' }, empty, now)).toMatchObject({ disabled: true, error: null });
    expect(nextLessonFormState({ date: '23.11.2026', time: '25:00' }, empty, now)).toMatchObject({ error: { field: 'time' } });
  });
});
