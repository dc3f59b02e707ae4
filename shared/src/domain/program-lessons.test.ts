import { describe, expect, it } from 'vitest';
import { lessonCodesIn, programLessonCodes, programProgress } from './program-lessons';

describe('program progress', () => {
  it('lists the lessons of each program', () => {
    expect(programLessonCodes(1610)).toHaveLength(26);
    expect(programLessonCodes(1630)[0]).toBe('A2-26');
    expect(programLessonCodes(1775).at(-1)).toBe('B1-54');
    expect(programLessonCodes(1930)[8]).toBe('C1-9t');
    expect(programLessonCodes(1)).toEqual([]);
    expect(programLessonCodes(null)).toEqual([]);
  });
  it('finds lesson links in homework', () => {
    expect(lessonCodesIn('https://school.example/lms/lessons/B1-12 и /lms/lessons/C1-9t')).toEqual(['B1-12', 'C1-9t']);
    expect(lessonCodesIn('https://learnenglish.britishcouncil.org/grammar')).toEqual([]);
  });
  it('counts covered lessons of the program only', () => {
    const summary = programProgress(1770, ['B1-4', 'B1-12', 'B1-12', 'B1-28', 'A2-7']);
    expect(summary.done).toEqual(['B1-4', 'B1-12']);
    expect(summary.total).toBe(27);
    expect(summary.share).toBeCloseTo(2 / 27);
    expect(programProgress(1, ['A1-1']).share).toBe(0);
  });
});
