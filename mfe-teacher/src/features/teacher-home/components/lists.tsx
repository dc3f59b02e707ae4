import { Link } from 'react-router-dom';
import { formatDateTime } from '@school/shared/domain';
import type { StudentGroupListItem, StudentListItem } from '@school/shared/schemas';
import { DataTable, ReportsLeftBadge, StudentStatusBadge } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './home.module.css';

function NextLesson({ date }: { date: string | null }) {
  return date ? <time dateTime={date}>{formatDateTime(date)}</time> : <span className={styles.muted}>{texts.noValue}</span>;
}

/** Students with their status badge, lessons left (self-paying) and next lesson; names link to the student page. */
export function StudentsTable({ students, caption }: { students: readonly StudentListItem[]; caption: string }) {
  return (
    <DataTable
      testId="students-table"
      caption={caption}
      rows={students}
      rowKey={(s) => s.id}
      rowAttributes={(s) => ({ 'data-testid': 'student-row', 'data-student-id': s.id })}
      columns={[
        {
          header: texts.home.name,
          cell: (s) => (
            <Link to={`/lms/students/${s.id}`}>
              {s.firstName} {s.lastName}
            </Link>
          ),
        },
        {
          header: texts.home.status,
          label: texts.home.status,
          cell: (s) => <StudentStatusBadge statusId={s.lastStudentStatusId} statusName={s.lastStudentStatusName} />,
        },
        {
          header: texts.home.lessonsLeft,
          label: texts.home.lessonsLeft,
          cell: (s) =>
            s.reportsLeft === null ? <span className={styles.muted}>{texts.home.notPaying}</span> : <ReportsLeftBadge reportsLeft={s.reportsLeft} />,
        },
        { header: texts.home.nextLesson, label: texts.home.nextLesson, cell: (s) => <NextLesson date={s.nextAppointmentDate} /> },
      ]}
    />
  );
}

export function GroupsTable({ groups, caption }: { groups: readonly StudentGroupListItem[]; caption: string }) {
  return (
    <DataTable
      testId="groups-table"
      caption={caption}
      rows={groups}
      rowKey={(g) => g.id}
      rowAttributes={() => ({ 'data-testid': 'group-row' })}
      columns={[
        { header: texts.home.name, cell: (g) => <Link to={`/lms/student-groups/${g.id}`}>{g.name}</Link> },
        { header: texts.home.studentsCount, label: texts.home.studentsCount, cell: (g) => g.studentsCount },
        { header: texts.home.plan, label: texts.home.plan, cell: (g) => g.subscriptionPlanName ?? texts.noValue },
        { header: texts.home.nextLesson, label: texts.home.nextLesson, cell: (g) => <NextLesson date={g.nextAppointmentDate} /> },
      ]}
    />
  );
}
