import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@school/shared/api';
import type { LevelTestResult, Student } from '@school/shared/schemas';
import { makeCurrentUser, renderWithApp } from '@school/shared/testing';
import { LevelTestCard } from './level-test-card';

const student = { id: 9 } as Student;

function renderCard(viewerId: number, result: LevelTestResult | null) {
  return renderWithApp(<LevelTestCard student={student} />, {
    user: makeCurrentUser({ id: viewerId, roleId: viewerId === 9 ? 'student' : 'teacher', isTeacher: viewerId !== 9 }),
    prepare: (client) => client.setQueryData(queryKeys.procedure('levelTest.getResult', { studentId: 9 }), { result }),
  });
}

const result: LevelTestResult = {
  level: 'B1',
  programId: 'B1+',
  correct: 24,
  answered: 28,
  sections: [],
  createdAt: '2026-03-12T09:00:00.000Z',
};

describe('the level test on the student profile', () => {
  it('shows the teacher the level and the suggested program', () => {
    renderCard(4, result);
    expect(screen.getByText('Уровень: B1 — средний')).toBeTruthy();
    expect(screen.getByText('Рекомендованная программа: B1+ «Общение на работе»')).toBeTruthy();
    expect(screen.getByText(/24 верных ответов из 28/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('invites the student to take the test when there is no result', () => {
    renderCard(9, null);
    expect(screen.getByText('Вы ещё не проходили тест на уровень.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Пройти тест' }).getAttribute('href')).toBe('/test/questions');
  });
});
