export { LessonSettings } from './components/lesson-settings';
