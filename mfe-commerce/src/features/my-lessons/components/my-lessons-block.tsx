import { Link } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { formatDayMonth, formatZonedDateTime, lessonWhen } from '@school/shared/domain';
import { canBuyLessons } from '@school/shared/permissions';
import type { MyLessons } from '@school/shared/schemas';
import { Button, ButtonLink, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { myLessonsTexts } from '../texts';
import { useMarkHomework, useMyLessons } from '../api/my-lessons-queries';
import { lessonsBlockState, lessonsLeftTotal, reportsPath } from '../model/my-lessons';
import { HomeworkTaskRow } from './homework-task';
import styles from './my-lessons.module.css';

const t = myLessonsTexts;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

function NextLesson({ data }: { data: MyLessons }) {
  const lesson = data.nextLesson;
  return (
    <section className={styles.card} aria-labelledby="my-next-lesson" data-testid="my-next-lesson">
      <h3 id="my-next-lesson" className={styles.cardTitle}>
        {t.nextTitle}
      </h3>
      {lesson ? (
        <>
          <p className={styles.when} data-testid="my-next-lesson-when">
            {lessonWhen(new Date(lesson.date), new Date())}
          </p>
          <p className={styles.date}>{formatZonedDateTime(new Date(lesson.date))}</p>
          <p className={styles.muted}>
            {t.with(fullName(lesson.teacher))} · {lesson.formatName ?? t.minutes(lesson.durationMins)}
          </p>
          {lesson.group && (
            <p className={styles.muted}>
              <Link to={`/lms/student-groups/${lesson.group.id}`}>{t.group(lesson.group.name)}</Link>
            </p>
          )}
        </>
      ) : (
        <p className={styles.muted}>{data.teachers.length === 0 && data.groups.length === 0 ? t.nextNoTeacher : t.nextNone}</p>
      )}
    </section>
  );
}

function Homework({ data }: { data: MyLessons }) {
  const mark = useMarkHomework();
  const report = data.latestReport;
  if (!report) {
    return (
      <section className={styles.card} aria-labelledby="my-homework" data-testid="my-homework">
        <h3 id="my-homework" className={styles.cardTitle}>
          {t.homeworkTitle}
        </h3>
        <p className={styles.muted}>{t.noReports}</p>
      </section>
    );
  }
  const reportLink = reportsPath(data, report.group);
  return (
    <section className={`${styles.card} ${styles.homework}`} aria-labelledby="my-homework" data-testid="my-homework">
      <h3 id="my-homework" className={styles.cardTitle}>
        {t.homeworkTitle}
      </h3>
      <p className={styles.muted}>{t.homeworkFrom(formatDayMonth(new Date(report.date)), fullName(report.teacher))}</p>
      {report.homework.length === 0 ? (
        <p className={styles.muted}>{t.homeworkNone}</p>
      ) : (
        <ul className={styles.tasks}>
          {report.homework.map((task, i) => (
            <HomeworkTaskRow
              key={`${i}-${task.header}`}
              task={task}
              busy={mark.isPending && mark.variables?.header === task.header}
              onToggle={(done) => mark.mutate({ reportId: report.id, header: task.header, done }, { onError: () => toast.error(t.markFailed) })}
            />
          ))}
        </ul>
      )}
      {reportLink && (
        <Link to={reportLink} className={styles.more} data-testid="my-latest-report-link">
          {t.openReport}
        </Link>
      )}
    </section>
  );
}

function LessonsLeft({ data }: { data: MyLessons }) {
  const user = useCurrentUser();
  const total = lessonsLeftTotal(data);
  if (total === null) return null;
  return (
    <section className={styles.card} aria-labelledby="my-lessons-left" data-testid="my-lessons-left">
      <h3 id="my-lessons-left" className={styles.cardTitle}>
        {t.leftTitle}
      </h3>
      <p className={total <= 1 ? `${styles.when} ${styles.low}` : styles.when}>{t.left(total)}</p>
      {canBuyLessons(user) && (
        <ButtonLink to="/lms/pay" variant={total <= 1 ? 'primary' : 'secondary'} size="small">
          {t.buy}
        </ButtonLink>
      )}
    </section>
  );
}

function NewLearner({ neverBought }: { neverBought: boolean }) {
  const user = useCurrentUser();
  return (
    <div className={styles.empty} data-testid="my-lessons-empty">
      <h3 className={styles.cardTitle}>{t.newTitle}</h3>
      <p className={styles.muted}>{t.newText}</p>
      <div className={styles.actions}>
        {neverBought && <ButtonLink to="/introductory-lesson">{t.newFreeLesson}</ButtonLink>}
        {canBuyLessons(user) && (
          <ButtonLink to="/lms/pay" variant={neverBought ? 'secondary' : 'primary'}>
            {t.newBuy}
          </ButtonLink>
        )}
        {!neverBought && (
          <ButtonLink to="/lms/teacher-search" variant="secondary">
            {t.newPickTeacher}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/**
 * The top of a learner's dashboard: the next lesson (in the reader's zone: «сегодня в 19:00»), the latest
 * report's homework with «сделано» marks (open tasks first), the lessons left, and one click to every
 * report. A new learner is pointed to the free lesson or to buying.
 */
export function MyLessonsBlock() {
  const query = useMyLessons();
  return (
    <section className={`sc-panel ${styles.block}`} aria-labelledby="my-lessons-title" data-testid="my-lessons">
      <div className={styles.head}>
        <h2 id="my-lessons-title" className={styles.title}>
          {t.title}
        </h2>
        {query.data?.studentId != null && lessonsBlockState(query.data).kind === 'lessons' && (
          <Link to={`/lms/students/${query.data.studentId}`} className={styles.more} data-testid="my-lessons-all-reports">
            {t.allReports}
            {query.data.reportsCount > 0 && ` (${t.reportsCount(query.data.reportsCount)})`}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <div className={styles.grid} aria-busy="true">
          <div className={`${styles.card} sc-skeleton`} />
          <div className={`${styles.card} sc-skeleton`} />
        </div>
      ) : query.isError ? (
        <div className={styles.empty} role="alert">
          <p className={styles.muted}>{t.loadFailed}</p>
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : lessonsBlockState(query.data).kind === 'new' ? (
        <NewLearner neverBought={!query.data.hasPurchases} />
      ) : (
        <div className={lessonsLeftTotal(query.data) === null ? styles.grid : `${styles.grid} ${styles.withLeft}`}>
          <NextLesson data={query.data} />
          <Homework data={query.data} />
          <LessonsLeft data={query.data} />
        </div>
      )}
    </section>
  );
}
