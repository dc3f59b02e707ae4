import { Link } from 'react-router-dom';
import { courseById, formatDate } from '@school/shared/domain';
import { Badge, ButtonLink, type BadgeTone } from '@school/shared/ui';
import { texts } from '../../../texts';
import { CourseFacts, ProgressBar, type CourseAccess } from '../../course-progress';
import { lessonStepCounts, itLessonPath } from '../model/navigation';
import { courseView, doneStepCount, itCourseProgress, type LessonStatus, type UnitStatus } from '../model/progress';
import { IT_COURSE_ID, IT_COURSE_STEP_TOTAL } from '../model/structure';
import type { ItCourseContext } from './it-course';
import styles from './it-course.module.css';

const t = texts.itCourse;

export const statusTone: Record<UnitStatus | LessonStatus, BadgeTone> = {
  unstarted: 'grey',
  paused: 'yellow',
  completed: 'green',
  locked: 'red',
};

/** The first lesson to go on with: not completed, in an open unit. */
function continueTarget(units: ReturnType<typeof courseView>) {
  for (const view of units)
    for (const { lesson, status } of view.lessons)
      if (status === 'unstarted' || status === 'paused') return { unitId: view.unit.id, lessonId: lesson.id, started: status === 'paused' };
  return null;
}

/** The course page: progress, every unit with its status (a locked one says when it opens) and its lessons. */
export function CourseOverview({ context, access }: { context: ItCourseContext; access: CourseAccess }) {
  const { structure, results, start, now, isTeacher } = context;
  const units = courseView(structure, results, start, now);
  const done = doneStepCount(structure, results);
  const share = itCourseProgress(structure, results);
  const next = continueTarget(units);
  const accessMonths = courseById(IT_COURSE_ID)?.accessMonths ?? 6;

  return (
    <article className={styles.page} data-testid="it-course">
      <header className={styles.header}>
        <h1 className="sc-page-title">{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
        {isTeacher && <p className={styles.note}>{t.teacherNote}</p>}
      </header>

      <section className={`sc-panel ${styles.summary}`} aria-label={t.progressLabel}>
        <div className={styles.summaryLine}>
          <strong data-testid="it-course-progress">{t.stepsDone(done, IT_COURSE_STEP_TOTAL)}</strong>
          <span className={styles.muted}>{share >= 1 ? texts.courses.completed : t.percent(Math.floor(share * 100))}</span>
        </div>
        <ProgressBar share={share} label={t.progressLabel} />
        <CourseFacts access={access} accessMonths={accessMonths} now={now} />
        {next && (
          <div>
            <ButtonLink to={itLessonPath(next.unitId, next.lessonId)}>{next.started ? t.continueLesson : t.startLesson}</ButtonLink>
          </div>
        )}
      </section>

      <ol className={styles.units}>
        {units.map((view, index) => {
          const locked = view.status === 'locked';
          return (
            <li
              key={view.unit.id}
              className={`sc-panel ${styles.unit}`}
              data-testid="it-unit"
              data-status={view.status}
              aria-labelledby={`it-unit-${view.unit.id}`}
            >
              <div className={styles.unitHeader}>
                <h2 id={`it-unit-${view.unit.id}`} className={styles.unitTitle}>
                  <span className={styles.muted}>{t.unit(index + 1)}.</span> {view.unit.title}
                </h2>
                <Badge tone={statusTone[view.status]} testId="it-unit-status">
                  {t.unitStatus[view.status]}
                </Badge>
                {locked && <span className={styles.opens}>{t.opensOn(formatDate(view.availableFrom))}</span>}
              </div>
              <ol className={styles.lessons}>
                {view.lessons.map(({ lesson, status }) => {
                  const counts = lessonStepCounts(view.unit.id, lesson, results);
                  return (
                    <li key={lesson.id} className={styles.lesson} data-testid="it-lesson" data-status={status}>
                      {locked ? (
                        <span className={styles.lessonTitle}>{lesson.title}</span>
                      ) : (
                        <Link className={styles.lessonTitle} to={itLessonPath(view.unit.id, lesson.id)}>
                          {lesson.title}
                        </Link>
                      )}
                      <span className={styles.lessonMeta}>
                        <span className={styles.muted}>{t.lessonTypes[lesson.type]}</span>
                        {counts.total > 0 && <span className={styles.muted}>{`${counts.done}/${counts.total}`}</span>}
                        <Badge tone={statusTone[status]}>{t.lessonStatus[status]}</Badge>
                      </span>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
