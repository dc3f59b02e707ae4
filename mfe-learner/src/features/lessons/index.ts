export { LessonLibrary } from './components/library-page';
