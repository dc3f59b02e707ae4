import { useDeferredValue, useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import type { MailStatus } from '@school/shared/schemas';
import { Badge, Button, DataTable, EmptyState, QueryView, TextInput, type BadgeTone } from '@school/shared/ui';
import { texts } from '../../../texts';
import { framedMailHtml, linkifyMailText } from '../model/mail-view';
import styles from './mail.module.css';

const t = texts.adminMail;

const statusTone: Record<MailStatus, BadgeTone> = { kept: 'grey', queued: 'yellow', sent: 'green', failed: 'red' };

function StatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={statusTone[status]}>{t.statuses[status] ?? status}</Badge>;
}

function MailList() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const mail = useProcedureQuery('mail.list', { page, ...(deferred ? { search: deferred } : {}) }, { placeholderData: (previous) => previous });
  return (
    <section aria-labelledby="mail-title" data-testid="admin-mail">
      <h2 id="mail-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <div className={styles.search}>
        <TextInput
          label={t.search}
          type="search"
          value={search}
          maxLength={254}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={mail}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          if (data.items.length === 0) return <EmptyState text={deferred ? t.nothingFound : t.empty} />;
          return (
            <>
              <DataTable
                testId="mail-table"
                caption={t.title}
                rows={data.items}
                rowKey={(m) => m.id}
                rowAttributes={() => ({ 'data-testid': 'mail-row' })}
                columns={[
                  { header: t.time, label: t.time, cell: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time> },
                  { header: t.to, label: t.to, className: styles.wrap, cell: (m) => m.to },
                  {
                    header: t.subject,
                    label: t.subject,
                    rowHeader: true,
                    className: styles.wrap,
                    cell: (m) => <Link to={`/lms/admin/mail/${m.id}`}>{m.subject}</Link>,
                  },
                  { header: t.status, label: t.status, cell: (m) => <StatusBadge status={m.status} /> },
                ]}
              />
              {pages > 1 && (
                <nav className={styles.pager} aria-label={t.title}>
                  <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t.previous}
                  </Button>
                  <span>{t.pageOf(page, pages)}</span>
                  <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t.next}
                  </Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function MailMessageView() {
  const { mailId } = useParams();
  const message = useProcedureQuery('mail.get', { id: mailId ?? '' });
  return (
    <section data-testid="admin-mail-message">
      <Link to="/lms/admin/mail" className={styles.back}>
        {t.back}
      </Link>
      <QueryView query={message}>
        {(m) => (
          <>
            <h2 className={styles.title}>{m.subject}</h2>
            <dl className={`sc-facts ${styles.facts}`}>
              <dt>{t.to}</dt>
              <dd data-testid="mail-to">{m.to}</dd>
              <dt>{t.time}</dt>
              <dd>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </dd>
              <dt>{t.kind}</dt>
              <dd>{t.kinds[m.kind] ?? m.kind}</dd>
              <dt>{t.status}</dt>
              <dd>
                <StatusBadge status={m.status} /> {m.attempts > 0 && <span className={styles.muted}>{t.attempts(m.attempts)}</span>}
              </dd>
              {m.lastError && (
                <>
                  <dt>{t.lastError}</dt>
                  <dd className={styles.wrap}>{m.lastError}</dd>
                </>
              )}
            </dl>
            <h3 className={styles.subtitle}>{t.htmlTitle}</h3>
            <iframe
              className={styles.frame}
              title={t.frameTitle(m.subject)}
              sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
              referrerPolicy="no-referrer"
              srcDoc={framedMailHtml(m.html)}
              data-testid="mail-html"
            />
            <h3 className={styles.subtitle}>{t.textTitle}</h3>
            <pre className={styles.text} data-testid="mail-text">
              {linkifyMailText(m.text).map((piece, i) =>
                piece.kind === 'link' ? (
                  <a key={i} href={piece.href} rel="noreferrer">
                    {piece.href}
                  </a>
                ) : (
                  <span key={i}>{piece.text}</span>
                ),
              )}
            </pre>
          </>
        )}
      </QueryView>
    </section>
  );
}

/** /lms/admin/mail: every message the school sends; /lms/admin/mail/{id}: one of them, as its reader gets it. */
export function MailPage() {
  return (
    <Routes>
      <Route index element={<MailList />} />
      <Route path=":mailId" element={<MailMessageView />} />
    </Routes>
  );
}
