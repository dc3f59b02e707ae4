import type { StudentLesson } from '@school/shared/schemas';
import { EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useStudentStats } from '../api/student-queries';
import { attendance, formatsBreakdown, lessonsPerMonth, monthLabel } from '../model/stats';
import { ReviewSummaryPanel } from './review-summary';
import styles from './student-page.module.css';

/** /stats (admins and teachers): lessons per month, attendance and formats. */
export function StatsTab({ studentId }: { studentId: number }) {
  const stats = useStudentStats(studentId);
  return (
    <>
      <QueryView query={stats}>{(data) => <Stats lessons={data.lessons} />}</QueryView>
      <ReviewSummaryPanel studentId={studentId} />
    </>
  );
}

function Stats({ lessons }: { lessons: StudentLesson[] }) {
  const summary = attendance(lessons);
  const months = lessonsPerMonth(lessons, new Date());
  const formats = formatsBreakdown(lessons);
  const maxMonth = Math.max(1, ...months.map((m) => m.attended + m.missed));
  const maxFormat = Math.max(1, ...formats.map((f) => f.count));

  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="stats-title" data-testid="student-stats">
      <h2 id="stats-title" className="sc-panel__title">
        {texts.stats.title}
      </h2>
      {summary.total === 0 ? (
        <EmptyState text={texts.stats.empty} />
      ) : (
        <>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{texts.stats.total}</dt>
              <dd>{summary.total}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{texts.stats.attended}</dt>
              <dd>{summary.attended}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{texts.stats.missed}</dt>
              <dd>{summary.missed}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{texts.stats.attendance}</dt>
              <dd>{summary.percent}%</dd>
            </div>
          </dl>
          <h3 style={{ fontSize: 16 }}>{texts.stats.perMonth}</h3>
          <ul className={styles.bars} aria-label={texts.stats.perMonth}>
            {months.map((m) => (
              <li key={m.month} className={styles.bar}>
                <span>{monthLabel(m.month)}</span>
                <span className={styles.barTrack} aria-hidden>
                  <span className={styles.barAttended} style={{ width: `${(m.attended / maxMonth) * 100}%` }} />
                  <span className={styles.barMissed} style={{ width: `${(m.missed / maxMonth) * 100}%` }} />
                </span>
                <span aria-label={`${texts.stats.attended}: ${m.attended}, ${texts.stats.missed}: ${m.missed}`}>{m.attended + m.missed}</span>
              </li>
            ))}
          </ul>
          <h3 style={{ fontSize: 16, marginTop: 24 }}>{texts.stats.formats}</h3>
          <ul className={styles.bars} aria-label={texts.stats.formats}>
            {formats.map((f) => (
              <li key={f.fullTypeId} className={styles.bar}>
                <span>{f.name}</span>
                <span className={styles.barTrack} aria-hidden>
                  <span className={styles.barAttended} style={{ width: `${(f.count / maxFormat) * 100}%` }} />
                </span>
                <span>{f.count}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
