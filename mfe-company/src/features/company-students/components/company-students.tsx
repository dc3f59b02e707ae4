import { useState } from 'react';
import { companyNamesAreLinks } from '@school/shared/permissions';
import { lessonForms, plural, pluralCount, studentForms } from '@school/shared/texts';
import { EmptyState, ErrorScreen, Loader, ReportsLeftBadge, StudentStatusBadge, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { PeopleList, PersonName, studentHref, teacherHref } from '../../people';
import { useCompanyStudents } from '../api/company-students';
import { filterStudents, STUDENT_SEARCH_FROM } from '../model/students';
import styles from './company-students.module.css';

/** /lms/user-groups/{id}: every student of the company with status, lessons left and teachers. */
export function CompanyStudents({ userGroupId, hrView }: { userGroupId: number; hrView: boolean }) {
  const students = useCompanyStudents(userGroupId);
  const [query, setQuery] = useState('');
  const asLinks = companyNamesAreLinks(hrView);

  if (students.isPending) return <Loader />;
  if (students.isError) return <ErrorScreen message={students.error.message} onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) return <EmptyState text={texts.students.empty} />;

  const shown = filterStudents(students.data, query);
  return (
    <section aria-label={texts.students.title} className="sc-panel">
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{pluralCount(students.data.length, studentForms)}</h2>
        {students.data.length >= STUDENT_SEARCH_FROM && <TextInput label={texts.students.search} type="search" value={query} onChange={setQuery} />}
      </div>
      {shown.length === 0 ? (
        <EmptyState text={texts.nothingFound} />
      ) : (
        <table className={styles.table} data-testid="company-students">
          <thead>
            <tr>
              <th scope="col">{texts.students.name}</th>
              <th scope="col">{texts.students.status}</th>
              <th scope="col">{texts.students.reportsLeft}</th>
              <th scope="col">{texts.students.teachers}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((student) => (
              <tr key={student.id} data-testid="company-student">
                <th scope="row" data-label={texts.students.name}>
                  <PersonName person={student} href={studentHref(student.id)} asLink={asLinks} />
                </th>
                <td data-label={texts.students.status}>
                  <StudentStatusBadge statusId={student.studentStatusId} statusName={student.studentStatusName} />
                </td>
                <td data-label={texts.students.reportsLeft}>
                  {student.reportsLeft === null ? (
                    <span className={styles.muted}>{texts.students.noBalance}</span>
                  ) : (
                    <span title={`${student.reportsLeft} ${plural(student.reportsLeft, lessonForms)}`}>
                      <ReportsLeftBadge reportsLeft={student.reportsLeft} />
                    </span>
                  )}
                </td>
                <td data-label={texts.students.teachers}>
                  <PeopleList people={student.teachers} hrefOf={teacherHref} asLinks={asLinks} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
