import { useState } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { COURSES } from '@school/shared/domain';
import { ButtonLink, EmptyState } from '@school/shared/ui';
import { texts } from '../../../texts';
import { looksThrough, visibleCourses } from '../../course-progress';
import { CourseCard, MainCourseCard } from './course-card';
import styles from './courses.module.css';

/** /lms/courses: the main English course, then the courses the learner has (every course for a teacher). */
export function CoursesIndex() {
  const user = useCurrentUser();
  const [now] = useState(() => new Date());
  const courses = visibleCourses(user, COURSES);
  return (
    <article className={styles.page}>
      <h1 className="sc-page-title">{looksThrough(user) ? texts.courses.allCourses : texts.courses.myCourses}</h1>
      <MainCourseCard />
      {courses.length === 0 ? (
        <EmptyState text={texts.courses.none}>
          <nav aria-label={texts.courses.toBuy}>
            <ul className={styles.buyList}>
              {COURSES.map((course) => (
                <li key={course.id}>
                  <ButtonLink to={course.path} variant="secondary" size="small">
                    {`${texts.courses.names[course.id]}: ${texts.courses.more.toLowerCase()}`}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </nav>
        </EmptyState>
      ) : (
        <ul className={styles.cards}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} now={now} />
          ))}
        </ul>
      )}
    </article>
  );
}
