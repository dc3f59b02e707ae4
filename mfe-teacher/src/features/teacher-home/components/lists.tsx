import { Link } from 'react-router-dom';
import { formatDateTime } from '@school/shared/domain';
import type { StudentGroupListItem, StudentListItem } from '@school/shared/schemas';
import { ReportsLeftBadge, StudentStatusBadge } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './home.module.css';

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <td>
      <span className={styles.cellLabel} aria-hidden>
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

/** Students with their status badge, lessons left (self-paying) and next lesson; names link to the student page. */
export function StudentsTable({ students, caption }: { students: readonly StudentListItem[]; caption: string }) {
  return (
    <table className={styles.table} data-testid="students-table">
      <caption className="sc-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.home.name}</th>
          <th scope="col">{texts.home.status}</th>
          <th scope="col">{texts.home.lessonsLeft}</th>
          <th scope="col">{texts.home.nextLesson}</th>
        </tr>
      </thead>
      <tbody>
        {students.map((s) => (
          <tr key={s.id} data-testid="student-row" data-student-id={s.id}>
            <td>
              <Link to={`/lms/students/${s.id}`}>
                {s.firstName} {s.lastName}
              </Link>
            </td>
            <Cell label={texts.home.status}>
              <StudentStatusBadge statusId={s.lastStudentStatusId} statusName={s.lastStudentStatusName} />
            </Cell>
            <Cell label={texts.home.lessonsLeft}>
              {s.reportsLeft === null ? <span className={styles.muted}>{texts.home.notPaying}</span> : <ReportsLeftBadge reportsLeft={s.reportsLeft} />}
            </Cell>
            <Cell label={texts.home.nextLesson}>
              {s.nextAppointmentDate ? <time dateTime={s.nextAppointmentDate}>{formatDateTime(s.nextAppointmentDate)}</time> : <span className={styles.muted}>{texts.noValue}</span>}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function GroupsTable({ groups, caption }: { groups: readonly StudentGroupListItem[]; caption: string }) {
  return (
    <table className={styles.table} data-testid="groups-table">
      <caption className="sc-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.home.name}</th>
          <th scope="col">{texts.home.studentsCount}</th>
          <th scope="col">{texts.home.plan}</th>
          <th scope="col">{texts.home.nextLesson}</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={g.id} data-testid="group-row">
            <td>
              <Link to={`/lms/student-groups/${g.id}`}>{g.name}</Link>
            </td>
            <Cell label={texts.home.studentsCount}>{g.studentsCount}</Cell>
            <Cell label={texts.home.plan}>{g.subscriptionPlanName ?? texts.noValue}</Cell>
            <Cell label={texts.home.nextLesson}>
              {g.nextAppointmentDate ? <time dateTime={g.nextAppointmentDate}>{formatDateTime(g.nextAppointmentDate)}</time> : <span className={styles.muted}>{texts.noValue}</span>}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
