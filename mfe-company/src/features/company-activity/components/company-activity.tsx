import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activityReportExportPaths } from '@school/shared/contracts';
import { companyReportTable, periodDays, periodFromSearch, periodLabel, periodSearch, recentMonths, viewerTimeZone, monthLabel } from '@school/shared/domain';
import type { CompanyActivityReport, CompanyReportTable, ReportPeriodQuery } from '@school/shared/schemas';
import { PeriodPicker, ReportTableView } from '@school/shared/report-views';
import { QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCompanyActivity } from '../api/company-activity';
import { groupAttendanceSeries, monthSeries, summaryFigures } from '../model/summary';
import styles from './company-activity.module.css';

const BarChart = lazy(() => import('./bar-chart'));

const COLORS = { held: '#2f6fde', missed: '#e0783a', attendance: '#2f9e6e' };

/**
 * /lms/user-groups/{id}/reports: the company's month (or any period) at a glance — lessons held and
 * missed, attendance per employee and group, balances and how long they last, top-ups — with charts
 * and every table as CSV and XLSX. The period lives in the address (?month= or ?from=&to=).
 */
export function CompanyActivity({ userGroupId }: { userGroupId: number }) {
  const [params, setParams] = useSearchParams();
  const choice = periodFromSearch(params, new Date());
  const tz = useMemo(() => viewerTimeZone(), []);
  const period: ReportPeriodQuery = { ...periodDays(choice), tz };
  const report = useCompanyActivity(userGroupId, period);

  const exportHref = (table: CompanyReportTable) => (format: 'csv' | 'xlsx') =>
    `${activityReportExportPaths.company(userGroupId)}?${new URLSearchParams({ ...period, table, format }).toString()}`;

  return (
    <section aria-labelledby="activity-title" className={styles.page} data-testid="company-activity">
      <div className={styles.head}>
        <h2 id="activity-title" className={styles.title}>
          {texts.activity.title(periodLabel(choice))}
        </h2>
        <PeriodPicker
          value={choice}
          months={recentMonths(new Date())}
          onChange={(next) => setParams(new URLSearchParams(periodSearch(next)), { replace: true })}
        />
      </div>
      <QueryView query={report}>{(data) => <ActivityBody data={data} exportHref={exportHref} />}</QueryView>
    </section>
  );
}

function ActivityBody({ data, exportHref }: { data: CompanyActivityReport; exportHref: (table: CompanyReportTable) => (format: 'csv' | 'xlsx') => string }) {
  const months = monthSeries(data);
  const groups = groupAttendanceSeries(data);
  return (
    <>
      <dl className={styles.figures} aria-label={texts.activity.summaryLabel} data-testid="activity-summary">
        {summaryFigures(data).map((figure) => (
          <div key={figure.key} className={`sc-panel ${styles.figure}`} data-figure={figure.key}>
            <dt>{texts.activity.figures[figure.key]}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>

      <div className={styles.charts}>
        <figure className={`sc-panel ${styles.chart}`}>
          <figcaption className="sc-panel__title">{texts.activity.monthsChart}</figcaption>
          <Suspense fallback={<p className={styles.chartLoading}>{texts.activity.chartLoading}</p>}>
            <BarChart
              categories={months.labels.map((m) => monthLabel(m, true).split(' ')[0] ?? m)}
              series={[
                { label: texts.activity.held, values: months.held, color: COLORS.held },
                { label: texts.activity.missed, values: months.missed, color: COLORS.missed },
              ]}
            />
          </Suspense>
        </figure>
        {groups.labels.length > 0 && (
          <figure className={`sc-panel ${styles.chart}`}>
            <figcaption className="sc-panel__title">{texts.activity.groupsChart}</figcaption>
            <Suspense fallback={<p className={styles.chartLoading}>{texts.activity.chartLoading}</p>}>
              <BarChart
                categories={groups.labels}
                series={[{ label: texts.activity.attendance, values: groups.values, color: COLORS.attendance }]}
                valueSuffix=" %"
              />
            </Suspense>
          </figure>
        )}
      </div>

      <ReportTableView table={companyReportTable(data, 'employees')} exportHref={exportHref('employees')} testId="activity-employees" />
      <details className={styles.details}>
        <summary>{texts.activity.byMonth}</summary>
        <ReportTableView table={companyReportTable(data, 'employee-months')} exportHref={exportHref('employee-months')} testId="activity-employee-months" />
      </details>
      <ReportTableView table={companyReportTable(data, 'groups')} exportHref={exportHref('groups')} testId="activity-groups" />
      <ReportTableView table={companyReportTable(data, 'months')} exportHref={exportHref('months')} testId="activity-months" />
      <ReportTableView table={companyReportTable(data, 'top-ups')} exportHref={exportHref('top-ups')} testId="activity-top-ups" />
      <p className={styles.note}>{texts.activity.privacy}</p>
    </>
  );
}
