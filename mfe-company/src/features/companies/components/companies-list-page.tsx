import { Link } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { canAddCompany, isHrView } from '@school/shared/permissions';
import type { UserGroup } from '@school/shared/schemas';
import { EmptyState, ErrorScreen, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCompanies } from '../api/companies';
import { companyPath } from '../model/company-path';
import { AddCompanyButton } from './add-company-button';
import styles from './companies.module.css';

/** /lms/user-groups: the HR cabinet list, for users to whom the HR cabinet is available. */
export function CompaniesListPage() {
  const user = useCurrentUser();
  const companies = useCompanies();
  // No company is involved here: the user simply has none to see.
  if (!user.isShowHrCabinet) return <ErrorScreen title={texts.list.title} message={texts.list.noAccess} />;
  return <QueryView query={companies}>{(data) => <CompanyList list={data} />}</QueryView>;
}

function CompanyList({ list }: { list: UserGroup[] }) {
  const user = useCurrentUser();
  const canAdd = canAddCompany(user);
  const hrView = isHrView(user, list.length);
  return (
    <section aria-labelledby="companies-title">
      <div className={styles.listHeader}>
        <h1 id="companies-title" className="sc-page-title">
          {hrView ? texts.list.hrTitle : texts.list.title}
        </h1>
        {canAdd && <AddCompanyButton />}
      </div>
      {list.length === 0 ? (
        <EmptyState text={canAdd ? texts.list.emptyForStaff : texts.list.noAccess} />
      ) : (
        <>
          <p className={styles.intro}>{texts.list.intro}</p>
          <ul className={styles.cards} data-testid="company-list">
            {list.map((company) => (
              <li key={company.id}>
                <Link to={companyPath(company.id)} className={styles.card}>
                  <span className={styles.cardTitle}>{company.name}</span>
                  {company.description && <span className={styles.cardText}>{company.description}</span>}
                  <span className={styles.cardMeta}>{texts.list.createdAt(formatDate(company.createdAt))}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
