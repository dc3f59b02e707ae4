import { Link, Navigate, useParams } from 'react-router-dom';
import { formatDate } from '@school/shared/domain';
import { Badge, ButtonLink, PageSkeleton } from '@school/shared/ui';
import { texts } from '../../../texts';
import { ExercisePlayer } from '../../exercises';
import { CourseLoadError, useRecordVisit } from '../../course-progress';
import { useLessonExercises } from '../api/content-queries';
import { IT_COURSE_PATH, itLessonPath, lessonStepCounts, nextLesson, unitIndexOf } from '../model/navigation';
import { isStepDone, isUnitLocked, lessonStatus, unitAvailableFrom } from '../model/progress';
import { IT_COURSE_ID, findLesson, findUnit, isFinalStep, stepKey } from '../model/structure';
import type { CourseStep } from '@school/shared/schemas';
import { statusTone } from './course-overview';
import type { ItCourseContext } from './it-course';
import styles from './it-course.module.css';

const t = texts.itCourse;

/** The open step's exercises, from its lesson's loaded exercises (the view waits for them). */
function StepExercises({ step, exercises }: { step: CourseStep; exercises: ReturnType<typeof useLessonExercises> }) {
  if (exercises.isError) return <CourseLoadError onRetry={() => void exercises.refetch()} />;
  if (exercises.isPending) return null;
  return (
    <div className={styles.exercises}>
      {step.exerciseIds.map((id) => {
        const exercise = exercises.data.find((e) => e.id === id);
        return exercise ? <ExercisePlayer key={id} exercise={exercise} /> : null;
      })}
    </div>
  );
}

/** One lesson: its steps with their marks, the open step's exercises, the way on. Opening a step records it. */
export function LessonView({ context }: { context: ItCourseContext }) {
  const { unitId = '', lessonId = '', stepId = '' } = useParams();
  const { structure, results, start, now, isTeacher } = context;
  const unit = findUnit(structure, unitId);
  const lesson = findLesson(structure, unitId, lessonId);
  const stepIndex = lesson?.steps.findIndex((s) => s.id === stepId) ?? -1;
  const step = lesson?.steps[stepIndex];
  const unitIndex = unitIndexOf(structure, unitId);
  const locked = unitIndex >= 0 && isUnitLocked(start, unitIndex, now);
  const key = stepKey(unitId, lessonId, stepId);
  const hasExercises = step !== undefined && !locked && !isFinalStep(step) && step.exerciseIds.length > 0;
  const exercises = useLessonExercises(unitId, hasExercises ? lesson : undefined);

  useRecordVisit(IT_COURSE_ID, key, results, Boolean(step) && !locked && !isTeacher);

  if (!unit || !lesson) return <Navigate to={IT_COURSE_PATH} replace />;
  if (!step) return <Navigate to={itLessonPath(unitId, lessonId)} replace />;
  // The step's exercises come in a file of their own: until they are there the page keeps the
  // placeholder it loads with, so the way on below them does not jump when they arrive.
  if (hasExercises && exercises.isPending) return <PageSkeleton />;

  const title = (
    <header className={styles.header}>
      <Link to={IT_COURSE_PATH} className={styles.back}>
        ← {t.toCourse}
      </Link>
      <p className={styles.muted}>
        {t.unit(unitIndex + 1)}. {unit.title}
      </p>
      <h1 className="sc-page-title">{lesson.title}</h1>
    </header>
  );

  if (locked) {
    return (
      <article className={styles.page}>
        {title}
        <section className="sc-panel sc-state" data-testid="it-unit-locked">
          <p className="sc-state__text">{t.unitLocked(formatDate(unitAvailableFrom(start, unitIndex)))}</p>
          <div className="sc-state__actions">
            <ButtonLink to={IT_COURSE_PATH}>{t.toCourse}</ButtonLink>
          </div>
        </section>
      </article>
    );
  }

  const status = lessonStatus(unitId, lesson, results, false);
  const counts = lessonStepCounts(unitId, lesson, results);
  const previous = lesson.steps[stepIndex - 1];
  const following = lesson.steps[stepIndex + 1];
  const after = nextLesson(structure, unitId, lessonId);
  const afterIndex = after ? unitIndexOf(structure, after.unitId) : -1;
  const afterOpen = after !== null && !isUnitLocked(start, afterIndex, now);

  return (
    <article className={styles.page} data-testid="it-lesson-view">
      {title}
      <div className={styles.lessonLayout}>
        <nav className={`sc-panel sc-panel--compact ${styles.stepsNav}`} aria-label={t.stepsOfLesson}>
          <p className={styles.stepsHead}>
            <span>{t.lessonTypes[lesson.type]}</span>
            <Badge tone={statusTone[status]}>{t.lessonStatus[status]}</Badge>
          </p>
          <ol className={styles.steps}>
            {lesson.steps.map((s) => {
              const done = isStepDone(results, unitId, lessonId, s.id);
              return (
                <li key={s.id}>
                  <Link
                    to={itLessonPath(unitId, lessonId, s.id)}
                    className={[styles.stepLink, done && styles.stepDone].filter(Boolean).join(' ')}
                    aria-current={s.id === stepId ? 'step' : undefined}
                    data-testid="it-step-link"
                    data-done={done}
                  >
                    <span className={styles.stepMark} aria-hidden>
                      {done ? '✓' : ''}
                    </span>
                    {s.title}
                    {done && <span className="sc-visually-hidden">{` — ${t.stepDone}`}</span>}
                  </Link>
                </li>
              );
            })}
          </ol>
        </nav>

        <section className={styles.stepMain} aria-labelledby="it-step-title" data-testid="it-step" data-step={key}>
          <p className={styles.muted}>{t.stepOf(stepIndex + 1, lesson.steps.length)}</p>
          <h2 id="it-step-title" className={styles.stepTitle}>
            {isFinalStep(step) ? t.finalTitle : step.title}
          </h2>
          {isFinalStep(step) ? (
            <p className={styles.final}>{t.finalText(counts.done, counts.total)}</p>
          ) : step.exerciseIds.length === 0 ? (
            <p className={styles.muted}>{t.noExercises}</p>
          ) : (
            <StepExercises step={step} exercises={exercises} />
          )}
          <div className={styles.stepNav}>
            {previous && (
              <ButtonLink variant="secondary" to={itLessonPath(unitId, lessonId, previous.id)}>
                ← {t.previous}
              </ButtonLink>
            )}
            {following ? (
              <ButtonLink to={itLessonPath(unitId, lessonId, following.id)}>{t.next} →</ButtonLink>
            ) : afterOpen && after ? (
              <ButtonLink to={itLessonPath(after.unitId, after.lessonId)}>{t.nextLesson} →</ButtonLink>
            ) : (
              <ButtonLink to={IT_COURSE_PATH}>{t.toCourse}</ButtonLink>
            )}
          </div>
        </section>
      </div>
    </article>
  );
}
