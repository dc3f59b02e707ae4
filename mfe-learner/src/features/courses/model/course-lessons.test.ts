import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COURSES, courseById } from '@school/shared/domain';
import { CourseLessonsFileSchema, LESSON_COURSE_IDS, doneLessonCount, isLessonCourse, isLessonDone, loadCourseLessons } from './course-lessons';

const dir = join(__dirname, '../../../../content/courses');
const read = (id: string) => v.parse(CourseLessonsFileSchema, JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')));
const at = '2026-01-01T00:00:00.000Z';

describe('course lesson files', () => {
  it('has one file per lesson-counted course of the catalogue', () => {
    expect(readdirSync(dir).sort()).toEqual([...LESSON_COURSE_IDS].map((id) => `${id}.json`).sort());
    expect(
      COURSES.filter((c) => c.progressBy === 'lessons')
        .map((c) => c.id)
        .sort(),
    ).toEqual([...LESSON_COURSE_IDS].sort());
  });

  it.each(LESSON_COURSE_IDS)('%s lists as many lessons as the course includes, with distinct titles', (id) => {
    const file = read(id);
    expect(file.courseId).toBe(id);
    expect(file.lessons).toHaveLength(courseById(id)!.lessonCount);
    expect(new Set(file.lessons.map((l) => l.title)).size).toBe(file.lessons.length);
  });

  it('teaches the job interview course with the interview lessons Int-1…Int-8, then a final interview', () => {
    expect(read('job-interview').lessons.map((l) => l.libraryLesson ?? null)).toEqual([...Array.from({ length: 8 }, (_, i) => `Int-${i + 1}`), null]);
  });

  it('teaches the confident tourist course with the A1 lessons in their order', () => {
    expect(read('confident-tourist').lessons.map((l) => l.libraryLesson)).toEqual(Array.from({ length: 24 }, (_, i) => `A1-${i + 1}`));
  });

  it('rejects lessons out of order', () => {
    const file = read('teens');
    const swapped = { ...file, lessons: [file.lessons[1], file.lessons[0], ...file.lessons.slice(2)] };
    expect(v.safeParse(CourseLessonsFileSchema, swapped).success).toBe(false);
  });

  it('loads a course as its own chunk', async () => {
    expect((await loadCourseLessons('kids')).lessons).toHaveLength(24);
  });
});

describe('lesson progress', () => {
  const results = {
    l1: { createdAt: at, value: 1 },
    l3: { createdAt: at, value: 1 },
    l12: { createdAt: at, value: 1 },
    'u1-l1-s1': { createdAt: at, value: 1 },
  };

  it('counts the lessons marked done within the course', () => {
    expect(isLessonDone(results, 3)).toBe(true);
    expect(isLessonDone(results, 2)).toBe(false);
    expect(doneLessonCount(results, 9)).toBe(2);
    expect(doneLessonCount(results, 13)).toBe(3);
  });

  it('knows which courses are lesson-counted', () => {
    expect(isLessonCourse('teens')).toBe(true);
    expect(isLessonCourse('it')).toBe(false);
  });
});
