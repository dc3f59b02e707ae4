import { useMemo } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { canAddReport, canFilterReportsByType, isStudentEditingHidden } from '@school/shared/permissions';
import type { ReportStudent } from '@school/shared/schemas';
import { texts } from '../../../texts';
import type { ListTarget } from '../api/report-queries';
import type { ReportTarget } from '../model/report-form';
import { AddReport } from './add-report';
import { ReportList } from './report-list';
import styles from './reports.module.css';

interface StudentReportsProps {
  /** The student of the page (a whole Student fits). */
  student: ReportStudent;
  /** A date to start a new report with (e.g. an appointment the teacher picked). */
  reportDate?: string | null;
  /** What an empty list says (the student page's own empty state when there are no lessons yet). */
  emptyText?: string;
}

/** What the student page's report parts need: may the user add reports, and the targets of the list and the form. */
function useStudentReportTargets(student: ReportStudent) {
  const user = useCurrentUser();
  const facts = {
    id: student.id,
    teacherIds: student.teachers.map((t) => t.id),
    userGroupId: student.userGroupId,
    lastStudentStatusForbidEditing: student.lastStudentStatusForbidEditing,
  };
  const mayAdd = canAddReport(user, facts);
  const editingHidden = isStudentEditingHidden(user, facts);
  const listTarget = useMemo<ListTarget>(() => ({ kind: 'student', studentId: student.id }), [student.id]);
  const formTarget = useMemo<ReportTarget>(
    () => ({
      kind: 'student',
      studentId: student.id,
      defaultReportFullTypeId: student.defaultReportFullTypeId,
      prevAppointmentDate: student.prevAppointmentDate,
      nextAppointmentDate: student.nextAppointmentDate,
      paidFormats: student.studentPaidReportsLeftCounts,
    }),
    [student.id, student.defaultReportFullTypeId, student.prevAppointmentDate, student.nextAppointmentDate, student.studentPaidReportsLeftCounts],
  );
  return { user, mayAdd, editingHidden, listTarget, formTarget };
}

/**
 * «Добавить отчёт» of a student page, for its header: the first thing of the page a keyboard reaches
 * (a few Tab presses), not after every card of the profile.
 */
export function StudentAddReport({ student, reportDate }: Pick<StudentReportsProps, 'student' | 'reportDate'>) {
  const { mayAdd, formTarget } = useStudentReportTargets(student);
  return mayAdd ? <AddReport target={formTarget} passedDate={reportDate} /> : null;
}

/** The reports list (and the add-report area, unless the page's header has it: `withAdd` false) of a student page. */
export function StudentReports({ student, reportDate, emptyText, withAdd = true }: StudentReportsProps & { withAdd?: boolean }) {
  const { user, mayAdd, editingHidden, listTarget, formTarget } = useStudentReportTargets(student);

  return (
    <section className={styles.section} aria-labelledby={`student-reports-${student.id}`} data-testid="student-reports" data-student-id={student.id}>
      <h2 id={`student-reports-${student.id}`} className={styles.sectionTitle}>
        {texts.reports.title}
      </h2>
      {withAdd && mayAdd && <AddReport target={formTarget} passedDate={reportDate} />}
      <ReportList
        listTarget={listTarget}
        formTarget={formTarget}
        editingHidden={editingHidden}
        canFilter={canFilterReportsByType(user)}
        emptyText={emptyText}
      />
    </section>
  );
}
