export { NextLessonBlock } from './components/next-lesson-block';
