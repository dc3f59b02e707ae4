import type { ReactNode } from 'react';
import { useCurrentUser, errorMessage } from '@school/shared/api';
import { canAddCompany, canTopUpBalance, showCompanyGroupTabs } from '@school/shared/permissions';
import type { UserGroup } from '@school/shared/schemas';
import { groupForms, pluralCount, studentForms } from '@school/shared/texts';
import { ErrorScreen, Loader, RouteTabs } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCompanies, useCompanyDetails } from '../api/companies';
import { companyPath, visibleCompanyTabs, type CompanyTab } from '../model/company-path';
import { CompanyNav } from './company-nav';
import styles from './companies.module.css';

/** What the pages of one company need to know. */
interface CompanyView {
  userGroup: UserGroup;
  /** The HR view: names without links, no top-up, no adding (decided by the server with the shared rule). */
  hrView: boolean;
  showGroupTabs: boolean;
  canTopUp: boolean;
  studentsCount: number;
  studentGroupsCount: number;
}

const TAB_LABELS: Record<CompanyTab, string> = {
  students: texts.tabs.students,
  groups: texts.tabs.groups,
  'group-reports': texts.tabs.groupReports,
  reports: texts.tabs.activity,
  transactions: texts.tabs.transactions,
};

/** The frame of a company's pages: the company switcher, the company's name and its tabs. */
export function CompanyLayout({ userGroupId, children }: { userGroupId: number | null; children: (company: CompanyView) => ReactNode }) {
  const user = useCurrentUser();
  const companies = useCompanies();
  const canAdd = canAddCompany(user);
  const list = companies.data ?? [];
  // One company and nothing to add: there is nothing to switch to, so no switcher.
  const showNav = canAdd || list.length > 1;

  return (
    <div className={showNav ? styles.layout : undefined} data-testid="company-layout">
      {showNav && <CompanyNav companies={list} currentId={userGroupId} canAdd={canAdd} />}
      <div className={styles.content}>
        {userGroupId === null ? <ErrorScreen message={texts.company.notFound} /> : <CompanyBody userGroupId={userGroupId}>{children}</CompanyBody>}
      </div>
    </div>
  );
}

function CompanyBody({ userGroupId, children }: { userGroupId: number; children: (company: CompanyView) => ReactNode }) {
  const user = useCurrentUser();
  const details = useCompanyDetails(userGroupId);

  if (details.isPending) return <Loader />;
  if (details.isError) {
    const { status } = details.error;
    if (status === 403) return <ErrorScreen message={texts.company.noAccess} />;
    if (status === 404) return <ErrorScreen message={texts.company.notFound} />;
    return <ErrorScreen message={errorMessage(details.error)} onRetry={() => void details.refetch()} />;
  }

  const { userGroup, viewerIsHr, studentGroupsCount, studentsCount } = details.data;
  const view: CompanyView = {
    userGroup,
    hrView: viewerIsHr,
    showGroupTabs: showCompanyGroupTabs({ hrView: viewerIsHr, studentGroupsCount }),
    canTopUp: !viewerIsHr && canTopUpBalance(user),
    studentsCount,
    studentGroupsCount,
  };
  const tabs = visibleCompanyTabs(view).map((tab) => ({ to: companyPath(userGroup.id, tab), label: TAB_LABELS[tab], end: tab === 'students' }));

  return (
    <section aria-labelledby="company-title" data-hr-view={view.hrView || undefined}>
      <header className={styles.header}>
        <h1 id="company-title" className="sc-page-title">
          {userGroup.name}
        </h1>
        {userGroup.description && <p className={styles.description}>{userGroup.description}</p>}
        <p className={styles.counts}>{texts.company.counts(pluralCount(studentsCount, studentForms), pluralCount(studentGroupsCount, groupForms))}</p>
      </header>
      <RouteTabs tabs={tabs} label={texts.company.tabsLabel} />
      {children(view)}
    </section>
  );
}
