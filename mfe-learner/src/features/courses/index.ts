export { CoursesRoutes } from './components/courses-routes';
export { MainCourseCard } from './components/course-card';
export { CourseLessonsFileSchema, LESSON_COURSE_IDS } from './model/course-lessons';
