import { useState } from 'react';
import { companyNamesAreLinks } from '@school/shared/permissions';
import { lessonForms, plural, pluralCount, studentForms } from '@school/shared/texts';
import type { UserGroupStudent } from '@school/shared/schemas';
import { DataTable, EmptyState, QueryView, ReportsLeftBadge, StudentStatusBadge, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { PeopleList, PersonName, studentHref, teacherHref } from '../../people';
import { useCompanyStudents } from '../api/company-students';
import { filterStudents, STUDENT_SEARCH_FROM } from '../model/students';
import styles from './company-students.module.css';

/** /lms/user-groups/{id}: every student of the company with status, lessons left and teachers. */
export function CompanyStudents({ userGroupId, hrView }: { userGroupId: number; hrView: boolean }) {
  const students = useCompanyStudents(userGroupId);
  return <QueryView query={students}>{(data) => <StudentsTable students={data} hrView={hrView} />}</QueryView>;
}

function StudentsTable({ students, hrView }: { students: UserGroupStudent[]; hrView: boolean }) {
  const [query, setQuery] = useState('');
  const asLinks = companyNamesAreLinks(hrView);
  if (students.length === 0) return <EmptyState text={texts.students.empty} />;

  const shown = filterStudents(students, query);
  return (
    <section aria-label={texts.students.title} className="sc-panel">
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{pluralCount(students.length, studentForms)}</h2>
        {students.length >= STUDENT_SEARCH_FROM && <TextInput label={texts.students.search} type="search" value={query} onChange={setQuery} />}
      </div>
      {shown.length === 0 ? (
        <EmptyState text={texts.nothingFound} />
      ) : (
        <DataTable
          testId="company-students"
          stackBelow="mobile"
          rows={shown}
          rowKey={(student) => student.id}
          rowAttributes={() => ({ 'data-testid': 'company-student' })}
          columns={[
            {
              header: texts.students.name,
              rowHeader: true,
              cell: (student) => <PersonName person={student} href={studentHref(student.id)} asLink={asLinks} />,
            },
            {
              header: texts.students.status,
              label: texts.students.status,
              cell: (student) => <StudentStatusBadge statusId={student.studentStatusId} statusName={student.studentStatusName} />,
            },
            {
              header: texts.students.reportsLeft,
              label: texts.students.reportsLeft,
              cell: (student) =>
                student.reportsLeft === null ? (
                  <span className={styles.muted}>{texts.students.noBalance}</span>
                ) : (
                  <span title={`${student.reportsLeft} ${plural(student.reportsLeft, lessonForms)}`}>
                    <ReportsLeftBadge reportsLeft={student.reportsLeft} />
                  </span>
                ),
            },
            {
              header: texts.students.teachers,
              label: texts.students.teachers,
              cell: (student) => <PeopleList people={student.teachers} hrefOf={teacherHref} asLinks={asLinks} />,
            },
          ]}
        />
      )}
    </section>
  );
}
