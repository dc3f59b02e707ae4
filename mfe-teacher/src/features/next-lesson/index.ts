export { NextLessonBlock, type NextLessonBlockProps, type NextLessonItem } from './components/next-lesson-block';
export type { NextLessonTarget } from './api/next-lesson-mutations';
