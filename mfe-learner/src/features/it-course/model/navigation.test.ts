import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CourseResultsNormalized } from '@school/shared/schemas';
import { itLessonPath, lessonShownAt, lessonStepCounts, nextLesson, resumeStepId, unitIndexOf } from './navigation';
import { parseItCourseStructure } from './structure';

const structure = parseItCourseStructure(JSON.parse(readFileSync(join(__dirname, '../../../../content/it-course/structure.json'), 'utf8')));
const lesson = structure.units[0]!.lessons[1]!; // unit 1, lesson 2: nine steps and the final one
const done = (...keys: string[]): CourseResultsNormalized => Object.fromEntries(keys.map((k) => [k, { createdAt: '2026-01-01T00:00:00.000Z', value: 1 }]));

describe('lesson navigation', () => {
  it('builds the paths of lessons and steps', () => {
    expect(itLessonPath('1', '2')).toBe('/lms/courses/it/1/2');
    expect(itLessonPath('3', '10', 'final')).toBe('/lms/courses/it/3/10/final');
  });

  it('knows from the address alone which lesson a step shows, so its exercises load beside the structure', () => {
    expect(lessonShownAt('1/2/4')).toEqual({ unitId: '1', lessonId: '2' });
    expect(lessonShownAt('3/10')).toEqual({ unitId: '3', lessonId: '10' });
    // The course page and a lesson's final step show no exercises.
    expect(lessonShownAt('')).toBeNull();
    expect(lessonShownAt('1')).toBeNull();
    expect(lessonShownAt('1/2/final')).toBeNull();
    expect(lessonShownAt('1/2/4/5')).toBeNull();
  });

  it('counts the done steps of a lesson without its final step', () => {
    expect(lessonStepCounts('1', lesson, {})).toEqual({ done: 0, total: 9 });
    expect(lessonStepCounts('1', lesson, done('u1-l2-s1', 'u1-l2-s5', 'u1-l2-sfinal', 'u1-l3-s1'))).toEqual({ done: 2, total: 9 });
  });

  it('opens a lesson at its first step not done, and at the final step when all are done', () => {
    expect(resumeStepId('1', lesson, {})).toBe('1');
    expect(resumeStepId('1', lesson, done('u1-l2-s1', 'u1-l2-s2', 'u1-l2-s4'))).toBe('3');
    const all = done(...lesson.steps.filter((s) => s.id !== 'final').map((s) => `u1-l2-s${s.id}`));
    expect(resumeStepId('1', lesson, all)).toBe('final');
  });

  it('finds units and the next lesson across units', () => {
    expect(unitIndexOf(structure, '3')).toBe(2);
    expect(unitIndexOf(structure, '9')).toBe(-1);
    expect(nextLesson(structure, '1', '2')).toEqual({ unitId: '1', lessonId: '3' });
    expect(nextLesson(structure, '1', '10')).toEqual({ unitId: '2', lessonId: '1' });
    const lastUnit = structure.units.at(-1)!;
    expect(nextLesson(structure, lastUnit.id, lastUnit.lessons.at(-1)!.id)).toBeNull();
  });
});
