export { useCourseResults, useRecordCourseResult } from './api/course-results';
export { useRecordVisit } from './hooks/use-record-visit';
export { courseAccessOf, doneKeys, endedAccess, looksThrough, progressLabel, visibleCourses, type CourseAccess } from './model/access';
export { CourseFacts, CourseLoadError, NoCourseAccess, ProgressBar } from './components/progress';
