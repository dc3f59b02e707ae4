import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { ButtonLink, DataTable, EmptyState, QueryView, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { Pager } from './pager';
import styles from './back-office.module.css';

const t = texts.backOffice.groups;

/** /lms/admin/groups: every student group, searchable by its name or company. */
export function GroupsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const groups = useProcedureQuery('admin.groups.list', { page, ...(deferred ? { search: deferred } : {}) }, { placeholderData: (previous) => previous });
  return (
    <section className={styles.page} aria-labelledby="groups-title" data-testid="admin-groups">
      <div className={styles.row}>
        <h2 id="groups-title" className={styles.title}>
          {t.title}
        </h2>
        <ButtonLink to="/lms/admin/groups/new">{t.create}</ButtonLink>
      </div>
      <div className={styles.toolbar}>
        <div className={styles.grow}>
          <TextInput
            label={t.search}
            type="search"
            value={search}
            maxLength={120}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <QueryView query={groups}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState text={t.empty} />
          ) : (
            <>
              <DataTable
                caption={t.title}
                rows={data.items}
                rowKey={(g) => g.id}
                columns={[
                  { header: t.name, rowHeader: true, className: styles.wrap, cell: (g) => <Link to={`/lms/admin/groups/${g.id}`}>{g.name}</Link> },
                  { header: t.company, label: t.company, className: styles.wrap, cell: (g) => g.company?.name ?? t.noCompany },
                  { header: t.students, label: t.students, cell: (g) => g.studentsCount },
                  { header: t.teachers, label: t.teachers, cell: (g) => g.teachersCount },
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
