import { formatDateTime } from '@school/shared/domain';
import type { TeacherSearchRequest } from '@school/shared/schemas';
import { Badge, Button, EmptyState, QueryView, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useMarkSeen, useSearchRequests } from '../api/search-request-queries';
import styles from './search-requests.module.css';

/** /lms/teacher-search-requests: requests of students looking for a teacher, new first; teachers mark them seen. */
export function SearchRequestsPage() {
  const requests = useSearchRequests();
  return <QueryView query={requests}>{(data) => <SearchRequests requests={data} />}</QueryView>;
}

function SearchRequests({ requests }: { requests: TeacherSearchRequest[] }) {
  const mark = useMarkSeen();
  const fresh = requests.filter((r) => r.isNew);
  const markSeen = (ids: number[]) => mark.mutate({ ids }, { onError: () => toast.error(texts.searchRequests.failed) });

  return (
    <div data-testid="search-requests-page">
      <h1 className="sc-page-title">{texts.searchRequests.title}</h1>
      <div className={styles.toolbar}>
        <span role="status">{texts.searchRequests.newCount(fresh.length)}</span>
        {fresh.length > 1 && (
          <Button variant="secondary" size="small" onClick={() => markSeen(fresh.map((r) => r.id))} loading={mark.isPending}>
            {texts.searchRequests.markAllSeen}
          </Button>
        )}
      </div>
      {requests.length === 0 ? (
        <EmptyState text={texts.searchRequests.empty} />
      ) : (
        <ul className="sc-list">
          {requests.map((r) => (
            <li key={r.id} className={`sc-panel ${styles.item} ${r.isNew ? styles.itemNew : ''}`} data-testid="search-request" data-new={r.isNew}>
              <div className={styles.head}>
                <strong>
                  {r.student.firstName} {r.student.lastName}
                </strong>
                <Badge tone={r.isNew ? 'accent' : 'grey'}>{r.isNew ? texts.searchRequests.isNew : texts.searchRequests.seen}</Badge>
                <time className={styles.muted} dateTime={r.createdAt}>
                  {formatDateTime(r.createdAt)}
                </time>
              </div>
              <p className={r.comment ? styles.comment : `${styles.comment} ${styles.muted}`}>{r.comment || texts.searchRequests.noComment}</p>
              {r.isNew && (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={mark.isPending}
                  onClick={() => markSeen([r.id])}
                  aria-label={`${texts.searchRequests.markSeen}: ${r.student.firstName} ${r.student.lastName}`}
                >
                  {texts.searchRequests.markSeen}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
