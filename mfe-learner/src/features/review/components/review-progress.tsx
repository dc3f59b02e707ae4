import { formatDayMonth } from '@school/shared/domain';
import type { ReviewProgress } from '@school/shared/review';
import { texts } from '../../../texts';
import { ReviewsChart } from './reviews-chart';
import styles from './review.module.css';

const t = texts.review;

/** A day's colour: none, a few, some, many reviews. */
function level(reviews: number): 0 | 1 | 2 | 3 {
  if (reviews === 0) return 0;
  if (reviews < 10) return 1;
  if (reviews < 30) return 2;
  return 3;
}

/** '25 ноября' of a calendar day '2026-11-25'. */
const dayName = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return formatDayMonth(new Date(year!, month! - 1, day!, 12));
};

/** The counts, the streak, a calendar of the days practised (twelve weeks) and the chart of 30 days. */
export function ReviewProgressPanel({ progress }: { progress: ReviewProgress }) {
  const { counts } = progress;
  // Weeks as columns, Monday first: the calendar starts on the Monday of its first week.
  const first = new Date(`${progress.days[0]?.date ?? '2026-01-05'}T12:00:00Z`).getUTCDay();
  const lead = (first + 6) % 7;
  return (
    <section className={`sc-panel ${styles.progress}`} aria-labelledby="review-progress" data-testid="review-progress">
      <h2 id="review-progress" className="sc-panel__title">
        {t.progressTitle}
      </h2>
      <p className={styles.streak} data-testid="review-streak">
        {t.streak(progress.streak)}
      </p>
      <dl className={styles.counts}>
        {(
          [
            ['today', t.today, counts.today],
            ['tomorrow', t.tomorrow, counts.dueTomorrow],
            ['week', t.week, counts.dueWeek],
            ['learned', t.learned, counts.learned],
            ['total', t.total, counts.total],
          ] as const
        ).map(([key, label, value]) => (
          <div key={key} className={styles.count} data-testid={`review-count-${key}`}>
            <dt>{label}</dt>
            <dd>{t.cards(value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subtitle}>{t.calendarTitle}</h3>
      <ol className={styles.calendar} aria-label={t.calendarTitle} style={{ ['--lead' as string]: lead }}>
        {progress.days.map((day, i) => (
          <li
            key={day.date}
            className={styles.day}
            data-level={level(day.reviews)}
            title={t.calendarDay(dayName(day.date), day.reviews)}
            aria-label={t.calendarDay(dayName(day.date), day.reviews)}
            style={i === 0 ? { gridRowStart: lead + 1 } : undefined}
          />
        ))}
      </ol>
      <ReviewsChart days={progress.days} />
    </section>
  );
}
