import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { NotFoundPage, RemoteComponent } from '@school/shared/app-shell';
import { PAYMENT_STATUS_PARAM } from '@school/shared/domain';
import { ItCourse } from '../../it-course';
import { CoursesIndex } from './courses-index';
import { LessonCourse } from './lesson-course';

/** Everything under /lms/courses (spec §2): the list, the IT course and the lesson-counted courses. */
export function CoursesRoutes() {
  return (
    <>
      <PaymentStatusAfterReturn />
      <CourseRoutes />
    </>
  );
}

/** Back from paying for a course on its page (?paymentStatus=…): the commerce remote's popup says how it went. */
function PaymentStatusAfterReturn() {
  const [params] = useSearchParams();
  if (!params.has(PAYMENT_STATUS_PARAM)) return null;
  return <RemoteComponent id="mfe_commerce/PaymentStatusPopup" props={{}} />;
}

function CourseRoutes() {
  return (
    <Routes>
      <Route index element={<CoursesIndex />} />
      <Route path="it/*" element={<ItCourse />} />
      <Route path="kids" element={<LessonCourse courseId="kids" />} />
      <Route path="kespality" element={<Navigate to="lessons" replace />} />
      <Route path="kespality/lessons" element={<LessonCourse courseId="teens" />} />
      <Route path="job-interview" element={<LessonCourse courseId="job-interview" />} />
      <Route path="confident-tourist" element={<LessonCourse courseId="confident-tourist" />} />
      {/* An address of no course (/lms/courses/teens) is the not-found page, as any other missing page. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
