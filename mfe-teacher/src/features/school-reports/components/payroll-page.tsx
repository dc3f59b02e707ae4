import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activityReportExportPaths } from '@school/shared/contracts';
import { formatCell, monthLabel, payrollTable, periodFromSearch, periodSearch, recentMonths, viewerTimeZone } from '@school/shared/domain';
import { lessonForms, pluralCount } from '@school/shared/texts';
import { PeriodPicker, ReportTableView } from '@school/shared/report-views';
import { QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { usePayroll } from '../api/school-reports';
import styles from './school-reports.module.css';

/** /lms/admin/payroll: the monthly payroll sheet, last month by default, as a table and as CSV or XLSX. */
export function PayrollPage() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const chosen = periodFromSearch(params, now, 'previous');
  const month = chosen.kind === 'month' ? chosen.month : chosen.from.slice(0, 7);
  const tz = useMemo(() => viewerTimeZone(), []);
  const payroll = usePayroll(month, tz);
  const exportHref = (format: 'csv' | 'xlsx') => `${activityReportExportPaths.payroll}?${new URLSearchParams({ month, tz, format }).toString()}`;

  return (
    <section aria-labelledby="payroll-title" data-testid="payroll-page" className={styles.page}>
      <h2 id="payroll-title">{texts.schoolReports.payrollTitle(monthLabel(month))}</h2>
      <p>{texts.schoolReports.payrollIntro}</p>
      <PeriodPicker
        value={{ kind: 'month', month }}
        months={recentMonths(now)}
        allowCustom={false}
        onChange={(next) => setParams(new URLSearchParams(periodSearch(next)), { replace: true })}
      />
      <QueryView query={payroll}>
        {(data) => (
          <>
            <p data-testid="payroll-totals">
              {texts.schoolReports.totals(
                pluralCount(data.totals.lessons, lessonForms),
                formatCell(data.totals.minutes, 'hours'),
                formatCell(data.totals.pay, 'rubles'),
              )}
            </p>
            <ReportTableView table={payrollTable(data)} exportHref={exportHref} testId="payroll-table" />
            <p>{texts.schoolReports.withoutPayNote}</p>
          </>
        )}
      </QueryView>
    </section>
  );
}
