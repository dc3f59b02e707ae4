export * from './model/structure';
export * from './model/progress';
export { ItCourse } from './components/it-course';
