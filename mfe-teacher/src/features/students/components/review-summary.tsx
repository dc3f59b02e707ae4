import { useQuery } from '@tanstack/react-query';
import { callProcedure, queryKeys } from '@school/shared/api';
import { reviewProcedures, type ReviewSummary } from '@school/shared/review';
import { EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './student-page.module.css';

const t = texts.review;

/**
 * The student's daily review on the Stats tab of their own teacher (and admins): days practised in
 * the last 30, reviews, cards learned, how much they remember, and the cards they fail most — a lesson
 * can start from them. The server answers 403 to anyone else (the tab is not shown to HR users).
 */
export function ReviewSummaryPanel({ studentId }: { studentId: number }) {
  const summary = useQuery({
    queryKey: queryKeys.procedure('students.getReviewSummary', { studentId }),
    queryFn: () => callProcedure(reviewProcedures['students.getReviewSummary'], { studentId }),
    staleTime: 60_000,
  });
  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="review-summary-title" data-testid="student-review-summary">
      <h2 id="review-summary-title" className="sc-panel__title">
        {t.title}
      </h2>
      <QueryView query={summary}>{(data) => <Summary data={data} />}</QueryView>
    </section>
  );
}

function Summary({ data }: { data: ReviewSummary }) {
  if (data.totalCards === 0 && data.reviews30 === 0) return <EmptyState text={t.empty} />;
  return (
    <>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t.days}</dt>
          <dd data-testid="review-days">{data.daysPracticed30}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.reviews}</dt>
          <dd>{data.reviews30}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.learned}</dt>
          <dd data-testid="review-learned">
            {data.cardsLearned} / {data.totalCards}
          </dd>
        </div>
        <div className={styles.stat} title={t.retentionHint}>
          <dt>{t.retention}</dt>
          <dd>{data.retention === null ? t.retentionNone : `${Math.round(data.retention * 100)}%`}</dd>
        </div>
      </dl>
      <h3 style={{ fontSize: 16, marginTop: 16 }}>{t.failed}</h3>
      {data.mostFailed.length === 0 ? (
        <p>{t.failedNone}</p>
      ) : (
        <ul className="sc-list" data-testid="review-most-failed">
          {data.mostFailed.map((card) => (
            <li key={`${card.prompt}|${card.answer}`}>
              <span lang="en">
                <strong>{card.answer}</strong>
              </span>{' '}
              — {card.prompt} · {t.fails(card.fails)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
