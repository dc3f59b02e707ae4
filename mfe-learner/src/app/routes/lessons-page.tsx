import { LessonLibrary } from '../../features/lessons';

/** Exposed as mfe_learner/LessonsPage: /lms/lessons/* (the library) and /lms/texts/* (a text opened directly). */
export default function LessonsPage() {
  return <LessonLibrary />;
}
