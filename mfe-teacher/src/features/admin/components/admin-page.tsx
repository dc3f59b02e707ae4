import { Navigate, Route, Routes } from 'react-router-dom';
import { useEndpointQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import { EmptyState, QueryView, RouteTabs } from '@school/shared/ui';
import { AnalyticsPage } from '../../admin-analytics';
import { MailPage } from '../../admin-mail';
import { PublishOffer } from '../../legal-offers';
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

/** /lms/admin/*: reported client errors, publishing a new teacher offer, leads of the introductory lesson, the school's mail. */
export function AdminPage() {
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
          { to: '/lms/admin/mail', label: texts.adminMail.tab },
        ]}
      />
      <Routes>
        <Route index element={<Navigate to="/lms/admin/error-reports" replace />} />
        <Route path="error-reports" element={<ErrorReports />} />
        <Route path="legal-offer" element={<PublishOffer />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="leads" element={<LeadsList />} />
        <Route path="mail/*" element={<MailPage />} />
        <Route path="*" element={<EmptyState text={texts.tabNotFound} />} />
      </Routes>
    </div>
  );
}
