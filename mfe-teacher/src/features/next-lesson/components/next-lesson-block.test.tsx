import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeTeacher, renderWithApp } from '@school/shared/testing';
import { NextLessonBlock, type NextLessonItem } from './next-lesson-block';

const target = { kind: 'student', studentId: 9 } as const;
const lesson = (overrides: Partial<NextLessonItem> = {}): NextLessonItem => ({
  id: 1,
  date: new Date(2030, 0, 15, 10, 30).toISOString(),
  googleCalendarEventId: null,
  teacher: { id: 4, firstName: 'Анна', lastName: 'Смирнова' },
  ...overrides,
});

describe('next-lesson block', () => {
  it("offers the 'Назначить занятие' form, disabled while empty", () => {
    renderWithApp(<NextLessonBlock target={target} own={null} canSchedule />, { user: makeTeacher() });
    expect(screen.getByRole('button', { name: 'Назначить занятие' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Дата')).toHaveProperty('value', '');
  });

  it("shows the lesson with 'Изменить' and 'Удалить запись'", async () => {
    renderWithApp(<NextLessonBlock target={target} own={lesson()} canSchedule />, { user: makeTeacher() });
    expect(screen.getByTestId('next-lesson-date').textContent).toBe('15.01.2030 в 10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(screen.getByLabelText('Дата')).toHaveProperty('value', '15.01.2030');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveProperty('disabled', true);
    await userEvent.clear(screen.getByLabelText('Время'));
    await userEvent.type(screen.getByLabelText('Время'), '1145');
    expect(screen.getByLabelText('Время')).toHaveProperty('value', '11:45');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveProperty('disabled', false);
  });

  it('hides the buttons for a lesson tied to a calendar event', () => {
    renderWithApp(<NextLessonBlock target={target} own={lesson({ googleCalendarEventId: 'gcal-1' })} canSchedule />, { user: makeTeacher() });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/через календарь/)).toBeTruthy();
  });

  it('shows the nearest lesson read-only to those who may not schedule', () => {
    renderWithApp(<NextLessonBlock target={target} own={null} others={[lesson(), lesson({ id: 2 })]} canSchedule={false} />, { user: makeTeacher() });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByTestId('next-lesson-date')).toHaveLength(1);
    expect(screen.getByText('Преподаватель: Анна Смирнова')).toBeTruthy();
  });

  it("says 'Занятие не назначено' when there is nothing to show", () => {
    renderWithApp(<NextLessonBlock target={target} own={null} canSchedule={false} />, { user: makeTeacher() });
    expect(screen.getByText('Занятие не назначено')).toBeTruthy();
  });
});
