import { errorMessage, useCurrentUser } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { canApproveWords } from '@school/shared/permissions';
import type { Student } from '@school/shared/schemas';
import { plural, wordForms } from '@school/shared/texts';
import { Badge, Button, EmptyState, ErrorScreen, Loader, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useApproveWords, useWords } from '../api/student-queries';
import styles from './student-page.module.css';

/** /dictionary: the student's words; their own teachers approve them. */
export function DictionaryTab({ student }: { student: Student }) {
  const user = useCurrentUser();
  const { data: words, isPending, isError, error, refetch } = useWords(student.id);
  const approve = useApproveWords(student.id);
  const mayApprove = canApproveWords(user, { ...student, teacherIds: student.teachers.map((t) => t.id) });

  if (isPending) return <Loader />;
  if (isError) return <ErrorScreen message={errorMessage(error)} onRetry={() => void refetch()} />;
  const unapproved = words.filter((w) => !w.approved);
  const run = (wordIds: number[], approved: boolean) =>
    approve.mutate(
      { studentId: student.id, wordIds, approved },
      { onSuccess: () => approved && toast.success(texts.dictionary.approvedToast), onError: () => toast.error(texts.dictionary.failed) },
    );

  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="dictionary-title">
      <div className={styles.toolbar}>
        <h2 id="dictionary-title" className="sc-panel__title" style={{ margin: 0 }}>
          {texts.dictionary.title}
        </h2>
        {unapproved.length > 0 && (
          <span className={styles.muted}>{texts.dictionary.unapprovedCount(unapproved.length, plural(unapproved.length, wordForms))}</span>
        )}
        {mayApprove && unapproved.length > 1 && (
          <Button size="small" onClick={() => run(unapproved.map((w) => w.id), true)} loading={approve.isPending}>
            {texts.dictionary.approveAll}
          </Button>
        )}
      </div>
      {words.length === 0 ? (
        <EmptyState text={texts.dictionary.empty} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{texts.dictionary.word}</th>
              <th scope="col">{texts.dictionary.translation}</th>
              <th scope="col">{texts.dictionary.source}</th>
              <th scope="col">{texts.dictionary.status}</th>
              {mayApprove && <th scope="col" aria-label={texts.dictionary.approve} />}
            </tr>
          </thead>
          <tbody>
            {words.map((w) => (
              <tr key={w.id} data-testid="word-row" data-approved={w.approved}>
                <td>
                  <strong lang="en">{w.word}</strong>
                </td>
                <td>{w.translation || texts.noValue}</td>
                <td className={styles.muted}>
                  {texts.dictionary.sources[w.source] ?? w.source}, {formatDate(w.createdAt)}
                </td>
                <td>
                  <Badge tone={w.approved ? 'green' : 'yellow'}>{w.approved ? texts.dictionary.approved : texts.dictionary.notApproved}</Badge>
                </td>
                {mayApprove && (
                  <td>
                    <Button
                      size="small"
                      variant={w.approved ? 'link' : 'secondary'}
                      disabled={approve.isPending}
                      onClick={() => run([w.id], !w.approved)}
                      aria-label={`${w.approved ? texts.dictionary.unapprove : texts.dictionary.approve}: ${w.word}`}
                    >
                      {w.approved ? texts.dictionary.unapprove : texts.dictionary.approve}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
