import { describe, expect, it } from 'vitest';
import { portraitRows, profileChanges, profileFormValues } from './profile-form';

const fields = [
  { key: 'goal', name: 'Зачем учит английский', values: ['Работа', 'Переезд'] },
  { key: 'level', name: 'Уровень', values: ['A1', 'B1'] },
];

describe('teacher-and-company §6: profile form', () => {
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
