import { Route, Routes, useParams } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import type { Student } from '@school/shared/schemas';
import { ButtonLink, CountBadge, EmptyState, ErrorScreen, Loader, RouteTabs, StudentStatusBadge } from '@school/shared/ui';
import { StudentAddReport } from '../../reports';
import { texts } from '../../../texts';
import { useProfileTabParts } from '../api/profile-tab-parts';
import { useStudent, useUnapprovedWordsCount } from '../api/student-queries';
import { studentPath, studentTabs, type StudentTabKey } from '../model/student-tabs';
import { CoursesTab } from './courses-tab';
import { DictionaryTab } from './dictionary-tab';
import { PageError, parseId } from '@school/shared/ui';
import { ProfileTab } from './profile-tab';
import { ProgramTab } from './program-tab';
import { RecordingsTab } from './recordings-tab';
import { StatsTab } from './stats-tab';
import styles from './student-page.module.css';

function UnapprovedWordsBadge({ studentId, userId }: { studentId: number; userId: number }) {
  const { data } = useUnapprovedWordsCount(studentId, userId);
  return <CountBadge count={data?.count ?? 0} label={texts.studentPage.unapprovedWords} />;
}

function UnknownTab({ studentId }: { studentId: number }) {
  return (
    <EmptyState text={texts.tabNotFound}>
      <ButtonLink to={studentPath(studentId)} variant="secondary">
        {texts.studentPage.tabs.profile}
      </ButtonLink>
    </EmptyState>
  );
}

function StudentPageContent({ studentId }: { studentId: number }) {
  const user = useCurrentUser();
  const query = useStudent(studentId);
  // The profile tab (the page's index) needs more than the student: asked for at the same time.
  const onProfileTab = (useParams()['*'] ?? '').replace(/\/$/, '') === '';
  useProfileTabParts(studentId, onProfileTab);
  if (query.isPending) return <Loader />;
  if (query.isError) {
    // A 403 says the user has no access to this student; a 404 that there is no such student.
    return <PageError error={query.error} onRetry={() => void query.refetch()} noAccess={texts.studentPage.noAccess} notFound={texts.studentPage.notFound} />;
  }
  const student: Student = query.data;
  const tabs = studentTabs(user, student);
  const shown = new Set<StudentTabKey>(tabs.filter((t) => !t.hidden).map((t) => t.key));

  return (
    <article data-testid="student-page" data-student-id={student.id}>
      <header className={styles.header}>
        <h1 className="sc-page-title">
          {student.firstName} {student.lastName}
        </h1>
        <StudentStatusBadge statusId={student.lastStudentStatusId} statusName={student.lastStudentStatusName} />
        <div className={styles.headerAction}>
          <StudentAddReport student={student} />
        </div>
      </header>
      <div className={styles.tabs}>
        <RouteTabs
          label={texts.studentPage.tabsLabel}
          tabs={tabs.map((tab) => ({
            to: studentPath(student.id, tab.path),
            label: texts.studentPage.tabs[tab.key],
            end: tab.path === '',
            hidden: tab.hidden,
            badge: tab.key === 'dictionary' ? <UnapprovedWordsBadge studentId={student.id} userId={user.id} /> : undefined,
          }))}
        />
      </div>
      <Routes>
        <Route index element={<ProfileTab student={student} />} />
        <Route path="program" element={<ProgramTab student={student} />} />
        <Route path="recordings" element={<RecordingsTab studentId={student.id} />} />
        <Route path="dictionary" element={<DictionaryTab student={student} />} />
        {shown.has('stats') && <Route path="stats" element={<StatsTab studentId={student.id} />} />}
        {shown.has('courses') && <Route path="courses" element={<CoursesTab studentId={student.id} />} />}
        <Route path="*" element={<UnknownTab studentId={student.id} />} />
      </Routes>
    </article>
  );
}

/** /lms/students/{id} and its tabs (the host route is /lms/students/:studentId/*). */
export function StudentPage() {
  const { studentId } = useParams();
  const id = parseId(studentId);
  if (id === null) return <ErrorScreen title={texts.notFoundTitle} message={texts.studentPage.notFound} />;
  return <StudentPageContent key={id} studentId={id} />;
}
