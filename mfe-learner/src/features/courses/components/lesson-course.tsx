import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { courseById, courseLessonKey } from '@school/shared/domain';
import { Badge, Button, Loader, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import {
  CourseFacts,
  CourseLoadError,
  NoCourseAccess,
  ProgressBar,
  courseAccessOf,
  progressLabel,
  useCourseResults,
  useRecordCourseResult,
} from '../../course-progress';
import { useCourseLessons } from '../api/course-queries';
import { doneLessonCount, isLessonDone, type LessonCourseId } from '../model/course-lessons';
import styles from './courses.module.css';

const t = texts.courses;

function LessonCourseContent({ courseId }: { courseId: LessonCourseId }) {
  const user = useCurrentUser();
  const [now] = useState(() => new Date());
  const info = courseById(courseId)!;
  const access = courseAccessOf(user, courseId);
  const lessons = useCourseLessons(courseId);
  const results = useCourseResults(courseId, { enabled: access.kind === 'learner' });
  const record = useRecordCourseResult(courseId);
  if (lessons.isPending || (access.kind === 'learner' && results.isPending)) return <Loader />;
  if (lessons.isError || results.isError) return <CourseLoadError onRetry={() => void (lessons.isError ? lessons.refetch() : results.refetch())} />;

  const stored = results.data ?? {};
  const done = doneLessonCount(stored, info.lessonCount);
  const progress = progressLabel(courseId, done)!;
  const name = t.names[courseId];
  const markDone = (lessonNumber: number) =>
    record.mutate(
      { studentId: user.id, courseId, fieldName: courseLessonKey(lessonNumber), fieldValue: { progress: 1 } },
      { onError: (error) => toast.error(error.message) },
    );

  return (
    <article className={styles.page} data-testid="lesson-course" data-course={courseId}>
      <header className={styles.header}>
        <h1 className="sc-page-title">{name}</h1>
        <p className={styles.text}>{lessons.data.audience}</p>
        {access.kind === 'teacher' && <p className={styles.note}>{t.teacherView}</p>}
      </header>
      <section className={`sc-panel ${styles.summary}`} aria-label={t.progressLabel(name)}>
        <p className={styles.text}>
          <strong>{t.lessons(info.lessonCount)}</strong>
          {access.kind === 'learner' && ` · ${progress.completed ? t.completed : t.progress(progress.percent)}`}
        </p>
        {access.kind === 'learner' && <ProgressBar share={progress.share} label={t.progressLabel(name)} />}
        <CourseFacts access={access} accessMonths={info.accessMonths} now={now} />
      </section>
      <section className="sc-panel" aria-labelledby="course-lessons-title">
        <h2 id="course-lessons-title" className="sc-panel__title">
          {t.lessonsTitle}
        </h2>
        <ol className={styles.lessonList}>
          {lessons.data.lessons.map((lesson) => {
            const isDone = isLessonDone(stored, lesson.number);
            return (
              <li key={lesson.number} className={styles.lessonRow} data-testid="course-lesson" data-done={isDone}>
                <div className={styles.lessonText}>
                  <span className={styles.muted}>{t.lessonNumber(lesson.number)}</span>
                  <strong>{lesson.title}</strong>
                  <span className={styles.muted}>{lesson.description}</span>
                </div>
                <div className={styles.lessonActions}>
                  {lesson.libraryLesson && <Link to={`/lms/lessons/${lesson.libraryLesson}`}>{t.openLesson}</Link>}
                  {isDone ? (
                    <Badge tone="green">{t.done}</Badge>
                  ) : (
                    access.kind === 'learner' && (
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => markDone(lesson.number)}
                        loading={record.isPending && record.variables?.fieldName === courseLessonKey(lesson.number)}
                      >
                        {t.markDone}
                      </Button>
                    )
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </article>
  );
}

/** A lesson-counted course: open to the learners who have it and to teachers; others get the no-access text. */
export function LessonCourse({ courseId }: { courseId: LessonCourseId }) {
  const user = useCurrentUser();
  if (courseAccessOf(user, courseId).kind === 'none') return <NoCourseAccess courseId={courseId} text={t.noAccessText(t.names[courseId])} />;
  return <LessonCourseContent courseId={courseId} />;
}
