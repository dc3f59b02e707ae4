import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { PEOPLE_ROLE_FILTERS, PERSON_STATUSES, type PersonSummary } from '@school/shared/schemas';
import { Badge, Button, DataTable, EmptyState, QueryView, Select, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { personName } from '../model/people';
import { InviteDialog } from './invite-dialog';
import { Pager } from './pager';
import styles from './back-office.module.css';

const t = texts.backOffice;

export function PersonStatusBadges({ person }: { person: Pick<PersonSummary, 'active' | 'invitation'> }) {
  return (
    <span className={styles.badges}>
      {person.active ? null : <Badge tone="red">{t.statuses.deactivated}</Badge>}
      {person.invitation === 'pending' && <Badge tone="yellow">{t.invitations.pending}</Badge>}
      {person.invitation === 'expired' && <Badge tone="grey">{t.invitations.expired}</Badge>}
      {person.invitation === 'revoked' && <Badge tone="grey">{t.invitations.revoked}</Badge>}
      {person.active && (person.invitation === 'none' || person.invitation === 'accepted') && <Badge tone="green">{t.statuses.active}</Badge>}
    </span>
  );
}

/** /lms/admin/people: everyone of the school, searchable by name, e-mail or phone, by role and status, 50 a page. */
export function PeoplePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const deferred = useDeferredValue(search.trim());
  const people = useProcedureQuery(
    'admin.people.list',
    {
      page,
      ...(deferred ? { search: deferred } : {}),
      ...(role ? { role: role as (typeof PEOPLE_ROLE_FILTERS)[number] } : {}),
      ...(status ? { status: status as (typeof PERSON_STATUSES)[number] } : {}),
    },
    { placeholderData: (previous) => previous },
  );
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section className={styles.page} aria-labelledby="people-title" data-testid="admin-people">
      <div className={styles.row}>
        <h2 id="people-title" className={styles.title}>
          {t.people.title}
        </h2>
        <Button onClick={() => setInviting(true)} data-testid="invite-person">
          {t.people.invite}
        </Button>
      </div>
      <div className={styles.toolbar}>
        <div className={styles.grow}>
          <TextInput label={t.people.search} type="search" value={search} onChange={reset(setSearch)} maxLength={120} />
        </div>
        <Select
          label={t.people.role}
          value={role}
          onChange={reset(setRole)}
          options={[{ value: '', label: t.people.any }, ...PEOPLE_ROLE_FILTERS.map((r) => ({ value: r, label: t.roles[r] ?? r }))]}
        />
        <Select
          label={t.people.status}
          value={status}
          onChange={reset(setStatus)}
          options={[{ value: '', label: t.people.any }, ...PERSON_STATUSES.map((s) => ({ value: s, label: t.statuses[s] ?? s }))]}
        />
      </div>
      <QueryView query={people}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState text={t.people.empty} />
          ) : (
            <>
              <p className={styles.muted}>{t.people.total(data.total)}</p>
              <DataTable
                caption={t.people.title}
                testId="people-table"
                rows={data.items}
                rowKey={(p) => p.id}
                rowAttributes={(p) => ({ 'data-testid': 'person-row', 'data-email': p.email })}
                stackBelow="mobile"
                columns={[
                  {
                    header: t.people.name,
                    rowHeader: true,
                    className: styles.wrap,
                    cell: (p) => <Link to={`/lms/admin/people/${p.id}`}>{personName(p)}</Link>,
                  },
                  { header: t.people.email, label: t.people.email, className: styles.wrap, cell: (p) => p.email },
                  { header: t.people.phone, label: t.people.phone, className: styles.nowrap, cell: (p) => p.phone || '—' },
                  {
                    header: t.people.rolesColumn,
                    label: t.people.rolesColumn,
                    cell: (p) =>
                      p.roles.length === 0 && p.hrOf.length === 0
                        ? t.people.noRoles
                        : [...p.roles.map((r) => t.roles[r]), ...(p.hrOf.length ? [t.roles.hr] : [])].join(', '),
                  },
                  { header: t.people.statusColumn, label: t.people.statusColumn, cell: (p) => <PersonStatusBadges person={p} /> },
                ]}
              />
              <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} label={t.people.title} />
            </>
          )
        }
      </QueryView>
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={(id) => navigate(`/lms/admin/people/${id}`)} />}
    </section>
  );
}
