import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activityReportExportPaths } from '@school/shared/contracts';
import { periodDays, periodFromSearch, periodLabel, periodSearch, recentMonths, schoolStudentsTable, viewerTimeZone } from '@school/shared/domain';
import type { ReportPeriodQuery, SchoolStudentsTable } from '@school/shared/schemas';
import { PeriodPicker, ReportTableView } from '@school/shared/report-views';
import { QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useSchoolStudents } from '../api/school-reports';
import styles from './school-reports.module.css';

const TABLES: SchoolStudentsTable[] = ['months', 'low-balances', 'inactive'];

/** /lms/admin/students-report: lessons used and payments per month, low balances, students without lessons for 30 days. */
export function StudentsReportPage() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const choice = periodFromSearch(params, now);
  const tz = useMemo(() => viewerTimeZone(), []);
  const period: ReportPeriodQuery = { ...periodDays(choice), tz };
  const report = useSchoolStudents(period);
  const exportHref = (table: SchoolStudentsTable) => (format: 'csv' | 'xlsx') =>
    `${activityReportExportPaths.schoolStudents}?${new URLSearchParams({ ...period, table, format }).toString()}`;

  return (
    <section aria-labelledby="students-report-title" data-testid="students-report-page" className={styles.page}>
      <h2 id="students-report-title">{texts.schoolReports.studentsTitle(periodLabel(choice))}</h2>
      <p>{texts.schoolReports.studentsIntro}</p>
      <PeriodPicker value={choice} months={recentMonths(now)} onChange={(next) => setParams(new URLSearchParams(periodSearch(next)), { replace: true })} />
      <QueryView query={report}>
        {(data) => (
          <>
            {TABLES.map((table) => (
              <ReportTableView key={table} table={schoolStudentsTable(data, table)} exportHref={exportHref(table)} testId={`students-report-${table}`} />
            ))}
          </>
        )}
      </QueryView>
    </section>
  );
}
