import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import type { AuditEntry } from '@school/shared/schemas';
import { Button, DataTable, EmptyState, QueryView, Select } from '@school/shared/ui';
import { texts } from '../../../texts';
import { changeLines } from '../model/audit';
import { personName } from '../model/people';
import { Pager } from './pager';
import styles from './back-office.module.css';

const t = texts.backOffice.audit;

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after, texts.backOffice.roles);
  if (lines.length === 0) return <>—</>;
  return (
    <>
      {lines.map((line) => (
        <p key={line.field} className={styles.change}>
          {line.field}: {line.before} → {line.after}
        </p>
      ))}
    </>
  );
}

/** /lms/admin/audit (admins): every back-office change and every sign-in of staff; by person (?person=) and by kind. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const personId = params.get('person');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const log = useProcedureQuery(
    'admin.audit.list',
    { page, ...(personId ? { personId } : {}), ...(kind ? { kind } : {}) },
    { placeholderData: (previous) => previous },
  );
  const person = (log.data?.items ?? []).flatMap((e) => [e.actor, e.person]).find((p) => p && String(p.id) === personId);
  return (
    <section className={styles.page} aria-labelledby="audit-title" data-testid="admin-audit">
      <h2 id="audit-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      <div className={styles.toolbar}>
        <Select
          label={t.kind}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          options={[{ value: '', label: t.anyKind }, ...Object.entries(t.kinds).map(([value, label]) => ({ value, label }))]}
        />
        {personId && (
          <p className={styles.actions}>
            <span>{t.personFilter(person ? personName(person) : `#${personId}`)}</span>
            <Button variant="link" size="small" onClick={() => setParams({})}>
              {t.clearPerson}
            </Button>
          </p>
        )}
      </div>
      <QueryView query={log}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState text={t.empty} />
          ) : (
            <>
              <DataTable
                caption={t.title}
                testId="audit-table"
                rows={data.items}
                rowKey={(e) => e.id}
                rowAttributes={(e) => ({ 'data-testid': 'audit-row', 'data-kind': e.kind })}
                stackBelow="mobile"
                columns={[
                  { header: t.when, label: t.when, cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
                  {
                    header: t.who,
                    label: t.who,
                    cell: (e) =>
                      e.actor ? (
                        <Link to={`/lms/admin/audit?person=${e.actor.id}`} onClick={() => setPage(1)}>
                          {personName(e.actor)}
                        </Link>
                      ) : (
                        t.system
                      ),
                  },
                  { header: t.what, label: t.what, cell: (e) => t.kinds[e.kind] ?? e.kind },
                  {
                    header: t.about,
                    label: t.about,
                    className: styles.wrap,
                    cell: (e) => (
                      <>
                        {e.person && <Link to={`/lms/admin/people/${e.person.id}`}>{personName(e.person)}</Link>}
                        {e.subject && <span className={styles.muted}> {e.subject}</span>}
                      </>
                    ),
                  },
                  { header: `${t.before} → ${t.after}`, label: `${t.before} → ${t.after}`, cell: (e) => <Changes entry={e} /> },
                ]}
              />
              <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} label={t.title} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
