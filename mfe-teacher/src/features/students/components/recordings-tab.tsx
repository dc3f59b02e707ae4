import { errorMessage } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { EmptyState, ErrorScreen, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useRecordings } from '../api/student-queries';
import styles from './student-page.module.css';

/** /recordings: the videos of the student's lesson reports, newest first. */
export function RecordingsTab({ studentId }: { studentId: number }) {
  const { data, isPending, isError, error, refetch } = useRecordings(studentId);
  if (isPending) return <Loader />;
  if (isError) return <ErrorScreen message={errorMessage(error)} onRetry={() => void refetch()} />;
  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="recordings-title">
      <h2 id="recordings-title" className="sc-panel__title">
        {texts.recordings.title}
      </h2>
      {data.length === 0 ? (
        <EmptyState text={texts.recordings.empty} />
      ) : (
        <ul className={styles.videoList}>
          {data.map((r) => {
            const caption = texts.recordings.caption(formatDate(r.date), r.fullTypeName, `${r.teacher.firstName} ${r.teacher.lastName}`);
            return (
              <li key={r.reportId}>
                <figure style={{ margin: 0 }}>
                  {r.videoUrl ? (
                    <video className={styles.video} src={r.videoUrl} controls preload="metadata" aria-label={caption} />
                  ) : (
                    <p className={styles.muted}>{texts.recordings.unavailable}</p>
                  )}
                  <figcaption className={styles.muted}>{caption}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
