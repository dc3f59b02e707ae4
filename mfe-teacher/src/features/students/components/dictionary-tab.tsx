import { useCurrentUser } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { canApproveWords } from '@school/shared/permissions';
import type { Student, Word } from '@school/shared/schemas';
import { plural, wordForms } from '@school/shared/texts';
import { Badge, Button, DataTable, EmptyState, QueryView, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useApproveWords, useWords } from '../api/student-queries';
import styles from './student-page.module.css';

/** /dictionary: the student's words; their own teachers approve them. */
export function DictionaryTab({ student }: { student: Student }) {
  const words = useWords(student.id);
  return <QueryView query={words}>{(data) => <Dictionary student={student} words={data} />}</QueryView>;
}

function Dictionary({ student, words }: { student: Student; words: Word[] }) {
  const user = useCurrentUser();
  const approve = useApproveWords(student.id);
  const mayApprove = canApproveWords(user, { ...student, teacherIds: student.teachers.map((t) => t.id) });
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
          <Button
            size="small"
            onClick={() =>
              run(
                unapproved.map((w) => w.id),
                true,
              )
            }
            loading={approve.isPending}
          >
            {texts.dictionary.approveAll}
          </Button>
        )}
      </div>
      {words.length === 0 ? (
        <EmptyState text={texts.dictionary.empty} />
      ) : (
        <DataTable
          rows={words}
          rowKey={(w) => w.id}
          rowAttributes={(w) => ({ 'data-testid': 'word-row', 'data-approved': w.approved })}
          columns={[
            {
              header: texts.dictionary.word,
              cell: (w) => (
                <>
                  <strong lang="en">{w.word}</strong>
                  {w.example && (
                    <div className={styles.muted} lang="en">
                      {w.example}
                    </div>
                  )}
                </>
              ),
            },
            { header: texts.dictionary.translation, cell: (w) => w.translation || texts.noValue },
            {
              header: texts.dictionary.source,
              className: styles.muted,
              cell: (w) => (
                <>
                  {texts.dictionary.sources[w.source] ?? w.source}
                  {w.lessonId && <> ({texts.dictionary.fromLesson(w.lessonId)})</>}, {formatDate(w.createdAt)}
                </>
              ),
            },
            {
              header: texts.dictionary.status,
              cell: (w) => <Badge tone={w.approved ? 'green' : 'yellow'}>{w.approved ? texts.dictionary.approved : texts.dictionary.notApproved}</Badge>,
            },
            ...(mayApprove
              ? [
                  {
                    header: null,
                    headerLabel: texts.dictionary.approve,
                    cell: (w: Word) => (
                      <Button
                        size="small"
                        variant={w.approved ? 'link' : 'secondary'}
                        disabled={approve.isPending}
                        onClick={() => run([w.id], !w.approved)}
                        aria-label={`${w.approved ? texts.dictionary.unapprove : texts.dictionary.approve}: ${w.word}`}
                      >
                        {w.approved ? texts.dictionary.unapprove : texts.dictionary.approve}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </section>
  );
}
