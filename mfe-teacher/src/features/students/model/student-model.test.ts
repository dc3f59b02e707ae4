import { describe, expect, it } from 'vitest';
import type { StudentLesson } from '@school/shared/schemas';
import { makeViewer } from '@school/shared/testing';
import { portraitRows, profileChanges, profileFormValues } from './profile-form';
import { attendance, formatsBreakdown, lessonsPerMonth, monthLabel } from './stats';
import { studentPath, studentTabs } from './student-tabs';

const viewers = {
  teacher: makeViewer({ id: 4, roleId: 'teacher', isTeacher: true }),
  admin: makeViewer({ isAdmin: true }),
  manager: makeViewer({ isClientManager: true }),
  student: makeViewer({ id: 9, roleId: 'student' }),
};

const fields = [
  { key: 'goal', name: 'Зачем учит английский', values: ['Работа', 'Переезд'] },
  { key: 'level', name: 'Уровень', values: ['A1', 'B1'] },
];

describe('student tabs', () => {
  const visible = (user = viewers.teacher, purchasedCourseIds: string[] = []) =>
    studentTabs(user, { purchasedCourseIds })
      .filter((t) => !t.hidden)
      .map((t) => t.key);
  it('shows stats to teachers and admins, not to managers and students', () => {
    expect(visible(viewers.teacher)).toContain('stats');
    expect(visible(viewers.admin)).toContain('stats');
    expect(visible(viewers.manager)).not.toContain('stats');
    expect(visible(viewers.student)).not.toContain('stats');
  });
  it('shows courses only when the student bought some', () => {
    expect(visible(viewers.teacher, [])).not.toContain('courses');
    expect(visible(viewers.teacher, ['it'])).toContain('courses');
  });
  it('always has profile, program, recordings and dictionary, profile first', () => {
    expect(visible(makeViewer())).toEqual(['profile', 'program', 'recordings', 'dictionary']);
  });
  it('builds paths and reads ids', () => {
    expect(studentPath(9)).toBe('/lms/students/9');
    expect(studentPath(9, 'stats')).toBe('/lms/students/9/stats');
  });
});

describe('profile form', () => {
  const student = { bio: 'Био', preferredLessonsTime: 'Утро', programId: 1770, linguoPortrait: { goal: 'Работа', extra: 'x' } };
  it('keeps configured portrait keys only', () => {
    expect(profileFormValues(student, fields).linguoPortrait).toEqual({ goal: 'Работа', level: '' });
    expect(profileFormValues(student, fields).programId).toBe('1770');
  });
  it('sends only what changed, the program as a number', () => {
    const initial = profileFormValues(student, fields);
    expect(profileChanges(9, initial, initial)).toBeNull();
    expect(profileChanges(9, initial, { ...initial, bio: 'Новое' })).toEqual({ studentId: 9, bio: 'Новое' });
    expect(profileChanges(9, initial, { ...initial, programId: '1610' })).toEqual({ studentId: 9, programId: 1610 });
    expect(profileChanges(9, initial, { ...initial, programId: '' })).toEqual({ studentId: 9, programId: null });
  });
  it('sends the whole portrait when a value changed, cleared ones as empty', () => {
    const initial = profileFormValues(student, fields);
    expect(profileChanges(9, initial, { ...initial, linguoPortrait: { goal: '', level: 'B1' } })).toEqual({
      studentId: 9,
      linguoPortrait: { goal: '', level: 'B1' },
    });
  });
  it('lists every configured portrait field with its value', () => {
    expect(portraitRows(fields, { level: 'B1' })).toEqual([
      { key: 'goal', name: 'Зачем учит английский', value: null },
      { key: 'level', name: 'Уровень', value: 'B1' },
    ]);
  });
});

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
  it('names months in Russian', () => {
    expect(monthLabel('2026-11')).toMatch(/ноябрь 2026/);
  });
});
