import { Navigate, Route, Routes } from 'react-router-dom';
import { useCurrentUser, useEndpointQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import { EmptyState, QueryView, RouteTabs } from '@school/shared/ui';
import { AnalyticsPage } from '../../admin-analytics';
import { PublishOffer } from '../../legal-offers';
import { PayrollPage, StudentsReportPage } from '../../school-reports';
import { PaymentsAttentionList } from '../../payments-attention';
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

/** /lms/admin/*: reported client errors, publishing a new teacher offer, leads, the payroll sheet, the students report, payments needing attention. */
export function AdminPage() {
  const user = useCurrentUser();
  const attention = user.notifications.find((n) => n.type === 'payments-attention')?.count ?? 0;
  return (
    <div data-testid="admin-page">
      <h1 className="sc-page-title">{texts.admin.title}</h1>
      <RouteTabs
        label={texts.admin.tabsLabel}
        tabs={[
          { to: '/lms/admin/error-reports', label: texts.admin.tabs.errors },
          { to: '/lms/admin/legal-offer', label: texts.admin.tabs.offer },
          { to: '/lms/admin/analytics', label: texts.adminAnalytics.tab },
          { to: '/lms/admin/leads', label: texts.admin.tabs.leads },
          { to: '/lms/admin/payroll', label: texts.schoolReports.payrollTab },
          { to: '/lms/admin/students-report', label: texts.schoolReports.studentsTab },
          { to: '/lms/admin/payments', label: attention > 0 ? texts.paymentsAttention.tabWithCount(attention) : texts.paymentsAttention.tab },
        ]}
      />
      <Routes>
        <Route index element={<Navigate to="/lms/admin/error-reports" replace />} />
        <Route path="error-reports" element={<ErrorReports />} />
        <Route path="legal-offer" element={<PublishOffer />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="leads" element={<LeadsList />} />
        <Route path="payroll" element={<PayrollPage />} />
        <Route path="students-report" element={<StudentsReportPage />} />
        <Route path="payments" element={<PaymentsAttentionList />} />
        <Route path="*" element={<EmptyState text={texts.tabNotFound} />} />
      </Routes>
    </div>
  );
}
