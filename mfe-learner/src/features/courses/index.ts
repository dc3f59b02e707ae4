export { CoursesRoutes } from './components/courses-routes';
export { MainCourseCard, CourseCard } from './components/course-card';
export { CourseLessonsFileSchema, LESSON_COURSE_IDS, isLessonCourse, loadCourseLessons, type LessonCourseId } from './model/course-lessons';
