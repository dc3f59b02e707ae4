import { Link } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { showCompanyGroupTabs } from '@school/shared/permissions';
import { groupForms, pluralCount, studentForms } from '@school/shared/texts';
import type { UserGroupDetails } from '@school/shared/schemas';
import { ButtonLink, EmptyState, Loader, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { companyPath, useCompanyDetails } from '../../companies';
import { GroupBalance, useCompanyGroups } from '../../company-groups';
import styles from './hr-home.module.css';

/**
 * The dashboard of an HR user: a greeting and, for each of their companies, an overview with the
 * groups' balances and the ways into the company's pages.
 */
export function HrHome() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="hr-home-title" className={styles.page}>
      <header>
        <h1 id="hr-home-title" className="sc-page-title">
          {texts.hrHome.title}
        </h1>
        <p className={styles.greeting}>{texts.hrHome.greeting(user.firstName)}</p>
        <p className={styles.intro}>{texts.hrHome.intro}</p>
      </header>
      {user.hrUserGroupIds.length === 0 ? (
        <EmptyState text={texts.hrHome.noCompanies} />
      ) : (
        user.hrUserGroupIds.map((id) => <CompanyOverview key={id} userGroupId={id} />)
      )}
    </section>
  );
}

function CompanyOverview({ userGroupId }: { userGroupId: number }) {
  const details = useCompanyDetails(userGroupId);
  return <QueryView query={details}>{(data) => <Overview details={data} />}</QueryView>;
}

function Overview({ details }: { details: UserGroupDetails }) {
  const { userGroup, studentsCount, studentGroupsCount, viewerIsHr } = details;
  const groupTabs = showCompanyGroupTabs({ hrView: viewerIsHr, studentGroupsCount });
  return (
    <article className={`sc-panel ${styles.card}`} aria-labelledby={`company-${userGroup.id}`} data-testid="hr-company">
      <h2 id={`company-${userGroup.id}`} className={styles.name}>
        <Link to={companyPath(userGroup.id)}>{userGroup.name}</Link>
      </h2>
      {userGroup.description && <p className={styles.intro}>{userGroup.description}</p>}
      <ul className={styles.stats}>
        <li>
          <Link to={companyPath(userGroup.id)}>{pluralCount(studentsCount, studentForms)}</Link>
        </li>
        <li>
          {groupTabs ? (
            <Link to={companyPath(userGroup.id, 'groups')}>{pluralCount(studentGroupsCount, groupForms)}</Link>
          ) : (
            pluralCount(studentGroupsCount, groupForms)
          )}
        </li>
      </ul>
      {studentGroupsCount > 0 && <GroupsBalance userGroupId={userGroup.id} />}
      <div className={styles.actions}>
        <ButtonLink to={companyPath(userGroup.id)}>{texts.hrHome.students}</ButtonLink>
        {groupTabs && (
          <ButtonLink variant="secondary" to={companyPath(userGroup.id, 'group-reports')}>
            {texts.hrHome.groupReports}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

function GroupsBalance({ userGroupId }: { userGroupId: number }) {
  const groups = useCompanyGroups(userGroupId);
  if (groups.isPending) return <Loader inline />;
  if (groups.isError) return null;
  return (
    <div>
      <h3 className={styles.subtitle}>{texts.hrHome.groupsBalance}</h3>
      <ul className={`sc-list ${styles.groups}`}>
        {groups.data.map((g) => (
          <li key={g.id}>
            <span>{g.name}</span>
            <GroupBalance balances={g.balances} />
          </li>
        ))}
      </ul>
    </div>
  );
}
