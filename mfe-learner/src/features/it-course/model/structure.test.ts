import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ItCourseStructureSchema,
  adjacentSteps,
  courseSteps,
  findLesson,
  findStep,
  isFinalStep,
  lessonExerciseIds,
  parseItCourseStructure,
  stepKey,
} from './structure';

const step = (id: string, exerciseIds: string[] = []) => ({ id, title: `Step ${id}`, exerciseIds });
const unit = (id: string, lessons: unknown[]) => ({ id, title: `Unit ${id}`, lessons });
const lesson = (id: string, steps: unknown[], type = 'selfStudy') => ({ id, title: `Lesson ${id}`, type, steps });

function course(firstLessonSteps: unknown[] = [step('1', ['1-1-1-match-1-1', '1-1-1-placeholder-2-1']), step('2'), step('final')]) {
  return {
    units: [
      unit('1', [lesson('1', firstLessonSteps, 'intro'), lesson('2', [step('1'), step('final')])]),
      ...['2', '3', '4', '5'].map((id) => unit(id, [lesson('1', [step('final')])])),
    ],
  };
}

describe('stepKey', () => {
  it('builds the progress key from unit, lesson and step ids', () => {
    expect(stepKey('1', '3', '2')).toBe('u1-l3-s2');
    expect(stepKey('5', '12', 'final')).toBe('u5-l12-sfinal');
  });

  it('keeps every final step recognisable to the server, which leaves them out of the done count', () => {
    expect(stepKey('2', '4', 'final')).toContain('final');
    expect(isFinalStep({ id: 'final' })).toBe(true);
    expect(isFinalStep({ id: '3' })).toBe(false);
  });
});

describe('course structure', () => {
  const structure = parseItCourseStructure(course());

  it('lists the steps in order with their keys', () => {
    expect(courseSteps(structure).map((s) => s.key)).toEqual([
      'u1-l1-s1',
      'u1-l1-s2',
      'u1-l1-sfinal',
      'u1-l2-s1',
      'u1-l2-sfinal',
      'u2-l1-sfinal',
      'u3-l1-sfinal',
      'u4-l1-sfinal',
      'u5-l1-sfinal',
    ]);
  });

  it('finds lessons and steps, and the steps around a step across lessons and units', () => {
    expect(findLesson(structure, '1', '2')?.title).toBe('Lesson 2');
    expect(findStep(structure, '1', '1', '1')?.exerciseIds).toHaveLength(2);
    expect(findStep(structure, '1', '9', '1')).toBeUndefined();
    const around = adjacentSteps(structure, '1', '2', 'final');
    expect(around.previous?.key).toBe('u1-l2-s1');
    expect(around.next?.key).toBe('u2-l1-sfinal');
    expect(adjacentSteps(structure, '1', '1', '1').previous).toBeNull();
    expect(adjacentSteps(structure, '5', '1', 'final').next).toBeNull();
    expect(adjacentSteps(structure, '7', '1', '1')).toEqual({ previous: null, next: null });
  });

  it('gives the exercise ids of a lesson in step order', () => {
    const first = findLesson(structure, '1', '1');
    expect(first && lessonExerciseIds(first)).toEqual(['1-1-1-match-1-1', '1-1-1-placeholder-2-1']);
  });

  it('rejects a lesson that does not end with final', () => {
    expect(v.safeParse(ItCourseStructureSchema, course([step('1'), step('2')])).success).toBe(false);
  });

  it('rejects an exercise id of an unknown kind or of another step', () => {
    expect(v.safeParse(ItCourseStructureSchema, course([step('1', ['1-1-1-essay-1-1']), step('final')])).success).toBe(false);
    expect(v.safeParse(ItCourseStructureSchema, course([step('1', ['1-1-2-match-1-1']), step('final')])).success).toBe(false);
    expect(v.safeParse(ItCourseStructureSchema, course([step('1', ['2-1-1-match-1-1']), step('final')])).success).toBe(false);
  });

  it('rejects duplicate step ids and a course without five units', () => {
    expect(v.safeParse(ItCourseStructureSchema, course([step('1'), step('1'), step('final')])).success).toBe(false);
    expect(v.safeParse(ItCourseStructureSchema, { units: course().units.slice(0, 4) }).success).toBe(false);
    expect(() => parseItCourseStructure({ units: [] })).toThrow(/IT course structure/);
  });
});
