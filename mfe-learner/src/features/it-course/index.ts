export * from './model/structure';
export { loadExercisesOfLesson, loadItCourseStructure, loadLessonExercises } from './model/load-content';
export * from './model/progress';
export { IT_COURSE_PATH, itLessonPath } from './model/navigation';
export { ItCourse } from './components/it-course';
