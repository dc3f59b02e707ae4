import { useMemo } from 'react';
import type { GroupReportsProps } from '@school/shared/contracts';
import { errorMessage, useCurrentUser } from '@school/shared/api';
import { canAddGroupReport } from '@school/shared/permissions';
import { FormError, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useReportGroup, type ListTarget } from '../api/report-queries';
import type { ReportTarget } from '../model/report-form';
import { AddReport } from './add-report';
import { ReportList } from './report-list';
import styles from './reports.module.css';

/** The reports of a student group (group page, company group reports). */
export function GroupReports({ studentGroupId, hrView = false }: GroupReportsProps) {
  const user = useCurrentUser();
  const group = useReportGroup(studentGroupId);
  const listTarget = useMemo<ListTarget>(() => ({ kind: 'group', studentGroupId }), [studentGroupId]);
  const data = group.data;
  const formTarget = useMemo<ReportTarget | null>(
    () =>
      data
        ? {
            kind: 'group',
            studentGroupId: data.id,
            defaultReportFullTypeId: data.defaultReportFullTypeId,
            prevAppointmentDate: data.prevAppointmentDate,
            nextAppointmentDate: data.nextAppointmentDate,
            students: data.students,
          }
        : null,
    [data],
  );
  const mayAdd = !hrView && data !== undefined && canAddGroupReport(user, { teacherIds: data.teachers.map((t) => t.id) });

  return (
    <section className={styles.section} aria-labelledby={`group-reports-${studentGroupId}`} data-testid="group-reports" data-group-id={studentGroupId}>
      <h2 id={`group-reports-${studentGroupId}`} className={styles.sectionTitle}>
        {texts.reports.title}
      </h2>
      {group.isPending ? (
        <Loader />
      ) : group.isError ? (
        <FormError message={errorMessage(group.error)} onRetry={() => void group.refetch()} busy={group.isFetching} />
      ) : (
        <>
          {mayAdd && formTarget && <AddReport target={formTarget} />}
          <ReportList listTarget={listTarget} formTarget={hrView ? null : formTarget} editingHidden={hrView} hrView={hrView} canFilter={false} />
        </>
      )}
    </section>
  );
}
