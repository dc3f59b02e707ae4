export { MyLessonsBlock } from './components/my-lessons-block';
