import { CoursesRoutes } from '../../features/courses';

/** Exposed as mfe_learner/CoursesPage: /lms/courses, the IT course and the other courses. */
export default function CoursesPage() {
  return <CoursesRoutes />;
}
