import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useCurrentUser, useEndpointQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import { EmptyState, QueryView, RouteTabs } from '@school/shared/ui';
import { AnalyticsPage } from '../../admin-analytics';
import { MailPage } from '../../admin-mail';
import { AuditPage, CompaniesPage, CompanyPage, GroupPage, GroupsPage, PeoplePage, PersonPage } from '../../back-office';
import { PublishOffer } from '../../legal-offers';
import { PayrollPage, StudentsReportPage } from '../../school-reports';
import { PaymentsAttentionList } from '../../payments-attention';
import { PromoCodesPage } from '../../promo-codes';
import { adminHome, adminTabs, type AdminTab } from '../model/admin-tabs';
import { LeadsList } from './leads-list';
import { texts } from '../../../texts';
import styles from './admin.module.css';

function ErrorReports() {
  const reports = useEndpointQuery('errorReports', {});
  return (
    <QueryView query={reports}>
      {(data) => (
        <section aria-labelledby="error-reports-title" data-testid="error-reports">
          <h2 id="error-reports-title" className={styles.title}>
            {texts.admin.errorsTitle}
          </h2>
          {data.length === 0 ? (
            <EmptyState text={texts.admin.errorsEmpty} />
          ) : (
            <ul className="sc-list">
              {data.map((report) => (
                <li key={report.id} className={`sc-panel ${styles.item}`} data-testid="error-report">
                  <div className={styles.head}>
                    <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                    <span>
                      {texts.admin.status}: {report.status ?? texts.noValue}
                    </span>
                    <span>
                      {texts.admin.user}: {report.userId ?? texts.admin.anonymous}
                    </span>
                  </div>
                  <p className={styles.message}>{report.message}</p>
                  <p className={styles.muted}>
                    {texts.admin.page}: {report.url || texts.noValue}
                  </p>
                  {Object.keys(report.context).length > 0 && (
                    <details>
                      <summary>{texts.admin.details}</summary>
                      <pre className={styles.context}>{JSON.stringify(report.context, null, 2)}</pre>
                    </details>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryView>
  );
}

const tabLabels: Record<AdminTab, string> = {
  people: texts.backOffice.tabs.people,
  groups: texts.backOffice.tabs.groups,
  companies: texts.backOffice.tabs.companies,
  leads: texts.admin.tabs.leads,
  'students-report': texts.schoolReports.studentsTab,
  payroll: texts.schoolReports.payrollTab,
  payments: texts.paymentsAttention.tab,
  'promo-codes': texts.promoCodes.tab,
  audit: texts.backOffice.tabs.audit,
  mail: texts.adminMail.tab,
  'error-reports': texts.admin.tabs.errors,
  'legal-offer': texts.admin.tabs.offer,
  analytics: texts.adminAnalytics.tab,
};

/**
 * The tabs not every back-office user has, each with the page it shows: a tab the user does not have
 * says so (the server refuses its calls anyway).
 */
const restrictedTabs: readonly { tab: AdminTab; path: string; element: ReactNode }[] = [
  { tab: 'payroll', path: 'payroll', element: <PayrollPage /> },
  { tab: 'students-report', path: 'students-report', element: <StudentsReportPage /> },
  { tab: 'payments', path: 'payments', element: <PaymentsAttentionList /> },
  { tab: 'promo-codes', path: 'promo-codes', element: <PromoCodesPage /> },
  { tab: 'audit', path: 'audit', element: <AuditPage /> },
  { tab: 'mail', path: 'mail/*', element: <MailPage /> },
  { tab: 'error-reports', path: 'error-reports', element: <ErrorReports /> },
  { tab: 'legal-offer', path: 'legal-offer', element: <PublishOffer /> },
  { tab: 'analytics', path: 'analytics', element: <AnalyticsPage /> },
];

/**
 * /lms/admin/*: the back office for admins and client managers (people, groups, companies, leads, the students report),
 * for admins the payroll sheet, payments needing attention and promo codes,
 * and for admins the audit log, the school's mail, client errors, the teacher offer and analytics.
 */
export function AdminPage() {
  const user = useCurrentUser();
  const tabs = adminTabs(user);
  const attention = user.notifications.find((n) => n.type === 'payments-attention')?.count ?? 0;
  const label = (tab: AdminTab) => (tab === 'payments' && attention > 0 ? texts.paymentsAttention.tabWithCount(attention) : tabLabels[tab]);
  return (
    <div data-testid="admin-page">
      <h1 className="sc-page-title">{texts.admin.title}</h1>
      <RouteTabs label={texts.admin.tabsLabel} tabs={tabs.map((tab) => ({ to: `/lms/admin/${tab}`, label: label(tab) }))} />
      <Routes>
        <Route index element={<Navigate to={adminHome(user)} replace />} />
        <Route path="people" element={<PeoplePage />} />
        <Route path="people/:personId" element={<PersonPage />} />
        <Route path="groups" element={<GroupsPage />} />
        <Route path="groups/:groupId" element={<GroupPage />} />
        <Route path="companies" element={<CompaniesPage />} />
        <Route path="companies/:companyId" element={<CompanyPage />} />
        <Route path="leads" element={<LeadsList />} />
        {restrictedTabs.map(({ tab, path, element }) => (
          <Route key={tab} path={path} element={tabs.includes(tab) ? element : <EmptyState text={texts.backOffice.noAccess} />} />
        ))}
        <Route path="*" element={<EmptyState text={texts.tabNotFound} />} />
      </Routes>
    </div>
  );
}
