export * from './model/structure';
export { loadExercisesOfLesson, loadItCourseStructure, loadLessonExercises } from './model/load-content';
export * from './model/progress';
