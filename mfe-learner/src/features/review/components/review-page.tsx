import { useCurrentUser } from '@school/shared/api';
import { ErrorScreen, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useReviewProgress, useReviewQueue } from '../api/review-queries';
import { NewCardsSetting } from './new-cards-setting';
import { ReviewProgressPanel } from './review-progress';
import { ReviewSession } from './review-session';
import styles from './review.module.css';

const t = texts.review;

/** /lms/review: today's cards, the progress (counts, streak, calendar, 30-day chart) and the day's limit of new cards. */
export function ReviewPage() {
  const user = useCurrentUser();
  const queue = useReviewQueue(user.id);
  const progress = useReviewProgress(user.id);
  return (
    <div className={styles.page} data-testid="review-page">
      <header className={styles.header}>
        <h1 className="sc-page-title">{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <div className={styles.grid}>
        <div className={styles.main}>
          {queue.isPending ? (
            <Loader />
          ) : queue.isError ? (
            <ErrorScreen message={t.loadFailed} onRetry={() => void queue.refetch()} />
          ) : (
            <ReviewSession key={queue.dataUpdatedAt} studentId={user.id} queue={queue.data} fetchedAt={queue.dataUpdatedAt} />
          )}
        </div>
        <aside className={styles.side}>
          {progress.data ? <ReviewProgressPanel progress={progress.data} /> : progress.isError ? null : <Loader inline />}
          <NewCardsSetting />
        </aside>
      </div>
    </div>
  );
}
