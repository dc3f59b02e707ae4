import { Link } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { DataTable, EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './back-office.module.css';

const t = texts.backOffice.companies;

/** /lms/admin/companies: every company with its HR users, students and groups. */
export function CompaniesPage() {
  const companies = useProcedureQuery('admin.companies.list', {});
  return (
    <section className={styles.page} aria-labelledby="companies-title" data-testid="admin-companies">
      <h2 id="companies-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.createHint}</p>
      <QueryView query={companies}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState text={t.empty} />
          ) : (
            <DataTable
              caption={t.title}
              rows={data}
              rowKey={(c) => c.id}
              columns={[
                {
                  header: texts.backOffice.groups.name,
                  rowHeader: true,
                  className: styles.wrap,
                  cell: (c) => <Link to={`/lms/admin/companies/${c.id}`}>{c.name}</Link>,
                },
                { header: t.hrCount, label: t.hrCount, cell: (c) => c.hrCount },
                { header: t.studentsCount, label: t.studentsCount, cell: (c) => c.studentsCount },
                { header: t.groupsCount, label: t.groupsCount, cell: (c) => c.groupsCount },
              ]}
            />
          )
        }
      </QueryView>
    </section>
  );
}
