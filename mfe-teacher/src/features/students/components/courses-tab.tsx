import { courseAccessEnd, courseProgress, formatDate } from '@school/shared/domain';
import type { StudentCourse } from '@school/shared/schemas';
import { EmptyState, QueryView } from '@school/shared/ui';
import { courseName } from '@school/shared/texts';
import { texts } from '../../../texts';
import { useCourses } from '../api/student-queries';
import { ProgressBar } from './program-progress';
import styles from './student-page.module.css';

/** /courses (only when the student bought courses): each course with its progress. */
export function CoursesTab({ studentId }: { studentId: number }) {
  const courses = useCourses(studentId);
  return <QueryView query={courses}>{(data) => <Courses courses={data} />}</QueryView>;
}

function Courses({ courses }: { courses: StudentCourse[] }) {
  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="courses-title">
      <h2 id="courses-title" className="sc-panel__title">
        {texts.courses.title}
      </h2>
      {courses.length === 0 ? (
        <EmptyState text={texts.courses.empty} />
      ) : (
        <ul className="sc-list">
          {courses.map((course) => {
            const name = courseName(course.courseId);
            const progress = courseProgress(course.courseId, course.stepsDone);
            const accessEnd = courseAccessEnd(course.courseId, course.createdAt);
            return (
              <li key={course.courseId} data-testid="student-course">
                <strong>{name}</strong> <span className={styles.muted}>· {texts.courses.bought(formatDate(course.createdAt))}</span>
                {accessEnd && <span className={styles.muted}> · {texts.courses.accessUntil(formatDate(accessEnd))}</span>}
                {progress !== null && (
                  <>
                    <p style={{ margin: '4px 0' }}>{progress >= 1 ? texts.courses.completed : texts.courses.progress(Math.floor(progress * 100))}</p>
                    <ProgressBar share={progress} label={name} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
