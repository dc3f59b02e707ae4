import { Link } from 'react-router-dom';
import { useCurrentUser, useProcedureQuery } from '@school/shared/api';
import { formatDate, PROGRAMS, programByNumericId, programLessonCodes, programProgress, type CourseInfo } from '@school/shared/domain';
import { isStudentRole } from '@school/shared/permissions';
import { ButtonLink } from '@school/shared/ui';
import { texts } from '../../../texts';
import { CourseFacts, ProgressBar, courseAccessOf, doneKeys, endedAccess, progressLabel, useCourseResults } from '../../course-progress';
import { ProgramsLink } from '../../programs';
import styles from './courses.module.css';

const t = texts.courses;

/** A bought course (or any course, for a teacher): lessons, start, access and progress. */
export function CourseCard({ course, now }: { course: CourseInfo; now: Date }) {
  const user = useCurrentUser();
  const access = courseAccessOf(user, course.id);
  const ended = endedAccess(user, course.id);
  const results = useCourseResults(course.id, { enabled: access.kind === 'learner' });
  const name = t.names[course.id];
  const progress = results.data ? progressLabel(course.id, doneKeys(results.data).length) : null;
  return (
    <li className={`sc-panel ${styles.card}`} data-testid="course-card" data-course={course.id}>
      <h2 className={styles.cardTitle}>
        <Link to={course.path}>{name}</Link>
      </h2>
      <p className={styles.muted}>{course.selfStudy ? t.selfStudy(course.selfStudy.units, course.selfStudy.lessons) : t.lessons(course.lessonCount)}</p>
      <CourseFacts access={access} accessMonths={course.accessMonths} now={now} />
      {ended && <p className={styles.muted}>{t.accessEnded(formatDate(ended))}</p>}
      {progress && (
        <div className={styles.progress}>
          <span>{progress.completed ? t.completed : t.progress(progress.percent)}</span>
          <ProgressBar share={progress.share} label={t.progressLabel(name)} />
        </div>
      )}
      <div>
        <ButtonLink to={course.path} variant="secondary" size="small">
          {t.open}
        </ButtonLink>
      </div>
    </li>
  );
}

const MAIN_LESSON_TOTAL = PROGRAMS.reduce((sum, p) => sum + programLessonCodes(p.numericId).length, 0);

/**
 * The main English course A1–C1 (the first card of /lms/lessons and of the course list): the
 * learner's program and how much of it they went through.
 */
export function MainCourseCard() {
  const user = useCurrentUser();
  // Only a learner has a program to go through: staff and HR users would ask about a student who is not one.
  const learner = isStudentRole(user) && !user.isTeacher;
  const progress = useProcedureQuery('students.getProgramProgress', { studentId: user.id }, { enabled: learner, retry: false });
  const program = programByNumericId(progress.data?.programId);
  const summary = program ? programProgress(program.numericId, progress.data?.lessonCodes ?? []) : null;
  return (
    <section className={`sc-panel ${styles.card} ${styles.mainCard}`} data-testid="main-course-card" aria-labelledby="main-course-title">
      <h2 id="main-course-title" className={styles.cardTitle}>
        {t.main.title}
      </h2>
      <p className={styles.text}>{t.main.text}</p>
      <p className={styles.muted}>{t.main.lessonsTotal(MAIN_LESSON_TOTAL)}</p>
      {learner && progress.isSuccess && (
        <>
          <p className={styles.text}>{program ? t.main.program(program.id, program.name) : t.main.noProgram}</p>
          {summary && summary.total > 0 && (
            <div className={styles.progress}>
              <span>{t.main.progress(summary.done.length, summary.total)}</span>
              <ProgressBar share={summary.share} label={t.main.title} />
            </div>
          )}
        </>
      )}
      <div className={styles.actions}>
        <ButtonLink to="/lms/lessons" size="small">
          {t.main.open}
        </ButtonLink>
        <ProgramsLink />
      </div>
    </section>
  );
}
