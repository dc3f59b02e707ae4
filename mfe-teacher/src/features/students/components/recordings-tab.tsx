import { formatDate } from '@school/shared/domain';
import type { StudentRecording } from '@school/shared/schemas';
import { EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useRecordings } from '../api/student-queries';
import styles from './student-page.module.css';

/** /recordings: the videos of the student's lesson reports, newest first. */
export function RecordingsTab({ studentId }: { studentId: number }) {
  const recordings = useRecordings(studentId);
  return <QueryView query={recordings}>{(data) => <Recordings recordings={data} />}</QueryView>;
}

function Recordings({ recordings }: { recordings: StudentRecording[] }) {
  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="recordings-title">
      <h2 id="recordings-title" className="sc-panel__title">
        {texts.recordings.title}
      </h2>
      {recordings.length === 0 ? (
        <EmptyState text={texts.recordings.empty} />
      ) : (
        <ul className={styles.videoList}>
          {recordings.map((r) => {
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
