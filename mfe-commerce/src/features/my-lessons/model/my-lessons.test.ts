import { describe, expect, it } from 'vitest';
import type { MyLessons } from '@school/shared/schemas';
import { lessonsBlockState, lessonsLeftTotal, reportsPath, taskPieces } from './my-lessons';

const empty: MyLessons = {
  studentId: 13,
  nextLesson: null,
  latestReport: null,
  reportsCount: 0,
  teachers: [],
  groups: [],
  selfPaying: true,
  lessonsLeft: [],
  hasPurchases: false,
};

/** The learner's lessons block of the dashboard (issue «Lessons in reach»). */
describe('the lessons block', () => {
  it('shows a homework task’s lesson links as lessons here, other links outside, **bold** as bold, and no HTML', () => {
    expect(taskPieces('https://school.example/lms/lessons/B1-12')).toEqual([{ kind: 'lesson', code: 'B1-12', path: '/lms/lessons/B1-12' }]);
    expect(taskPieces('www.bbc.co.uk/learningenglish')).toEqual([
      { kind: 'link', href: 'https://www.bbc.co.uk/learningenglish', label: 'www.bbc.co.uk/learningenglish' },
    ]);
    expect(taskPieces('Выучить **10 слов** к <b>пятнице</b>')).toEqual([
      { kind: 'text', text: 'Выучить ', bold: false },
      { kind: 'text', text: '10 слов', bold: true },
      { kind: 'text', text: ' к <b>пятнице</b>', bold: false },
    ]);
  });

  it('has an empty state for a new learner that knows whether they ever bought', () => {
    expect(lessonsBlockState(empty)).toEqual({ kind: 'new', neverBought: true });
    expect(lessonsBlockState({ ...empty, hasPurchases: true })).toEqual({ kind: 'new', neverBought: false });
    expect(lessonsBlockState({ ...empty, teachers: [{ id: 4, firstName: 'Анна', lastName: 'Смирнова' }] })).toEqual({ kind: 'lessons' });
  });

  it('adds the lessons left of self-paying learners only', () => {
    const left = [
      { id: 'skype-50', name: '50 минут', reportsLeft: 6 },
      { id: 'skype-25', name: '25 минут', reportsLeft: -1 },
    ];
    expect(lessonsLeftTotal({ selfPaying: true, lessonsLeft: left })).toBe(5);
    expect(lessonsLeftTotal({ selfPaying: false, lessonsLeft: left })).toBeNull();
  });

  it('leads a group report to the group page and an own report to the learner’s page', () => {
    expect(reportsPath({ studentId: 9 }, null)).toBe('/lms/students/9');
    expect(reportsPath({ studentId: 9 }, { id: 1 })).toBe('/lms/student-groups/1');
    expect(reportsPath({ studentId: null }, null)).toBeNull();
  });
});
