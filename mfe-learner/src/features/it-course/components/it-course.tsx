import { useEffect } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import type { CourseResultsNormalized } from '@school/shared/schemas';
import { PageSkeleton } from '@school/shared/ui';
import { texts } from '../../../texts';
import { CourseLoadError, NoCourseAccess, courseAccessOf, useCourseResults } from '../../course-progress';
import { useItCourseStructure } from '../api/content-queries';
import { IT_COURSE_ID, findLesson, type ItCourseStructure } from '../model/structure';
import { TEACHER_AVAILABILITY_START } from '../model/progress';
import { IT_COURSE_PATH, itLessonPath, lessonShownAt, resumeStepId } from '../model/navigation';
import { preloadLessonFile } from '../model/load-content';
import { CourseOverview } from './course-overview';
import { LessonView } from './lesson-view';

/** What the course pages share: the structure, the learner's results, when the units count from. */
export interface ItCourseContext {
  structure: ItCourseStructure;
  results: CourseResultsNormalized;
  start: Date;
  isTeacher: boolean;
  now: Date;
}

function LessonEntry({ context }: { context: ItCourseContext }) {
  const { unitId = '', lessonId = '' } = useParams();
  const lesson = findLesson(context.structure, unitId, lessonId);
  if (!lesson) return <Navigate to=".." replace />;
  return <Navigate to={itLessonPath(unitId, lessonId, resumeStepId(unitId, lesson, context.results))} replace />;
}

/** A step opened from the address bar: its lesson's exercises download beside the structure, not after it. */
function usePreloadLessonOfAddress() {
  const { '*': pathInCourse = '' } = useParams();
  const lesson = lessonShownAt(pathInCourse);
  const unitId = lesson?.unitId;
  const lessonId = lesson?.lessonId;
  useEffect(() => {
    if (unitId !== undefined && lessonId !== undefined) preloadLessonFile(unitId, lessonId);
  }, [unitId, lessonId]);
}

function ItCourseRoutes() {
  const user = useCurrentUser();
  const access = courseAccessOf(user, IT_COURSE_ID);
  const structure = useItCourseStructure();
  const results = useCourseResults(IT_COURSE_ID);
  usePreloadLessonOfAddress();
  // The placeholder the host shows while this remote's code loads: the page does not change size in between.
  if (structure.isPending || results.isPending) return <PageSkeleton />;
  if (structure.isError || results.isError) {
    return (
      <CourseLoadError
        onRetry={() => {
          void structure.refetch();
          void results.refetch();
        }}
      />
    );
  }
  const context: ItCourseContext = {
    structure: structure.data,
    results: results.data,
    start: access.kind === 'learner' ? access.purchasedAt : TEACHER_AVAILABILITY_START,
    isTeacher: access.kind === 'teacher',
    now: new Date(),
  };
  return (
    <Routes>
      <Route index element={<CourseOverview context={context} access={access} />} />
      <Route path=":unitId/:lessonId" element={<LessonEntry context={context} />} />
      <Route path=":unitId/:lessonId/:stepId" element={<LessonView context={context} />} />
      <Route path="*" element={<Navigate to={IT_COURSE_PATH} replace />} />
    </Routes>
  );
}

/**
 * /lms/courses/it: the course structure with progress, its lessons step by step. Open to the learners
 * who bought it and to teachers (everything open, nothing recorded); others get the no-access text
 * with the way to buy it.
 */
export function ItCourse() {
  const user = useCurrentUser();
  if (courseAccessOf(user, IT_COURSE_ID).kind === 'none') return <NoCourseAccess courseId={IT_COURSE_ID} text={texts.itCourse.noAccessText} />;
  return <ItCourseRoutes />;
}
