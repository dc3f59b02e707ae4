import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { isStudentEditingHidden, canScheduleNextLesson, seesOwnGroupReports } from '@school/shared/permissions';
import type { Student } from '@school/shared/schemas';
import { EmptyState, Loader } from '@school/shared/ui';
import { NextLessonBlock } from '../../next-lesson';
import { StudentReports } from '../../reports';
import { texts } from '../../../texts';
import { useProfileTabParts } from '../api/profile-tab-parts';
import { useNextAppointments } from '../api/student-queries';
import { ContactsCard } from './contacts-card';
import { LevelTestCard } from './level-test-card';
import { OwnGroupReports, OwnNextLesson } from './own-lessons';
import { ProfileCard } from './profile-card';
import { ProgramProgressCard } from './program-progress';
import styles from './student-page.module.css';

/** Its children in a render of their own, after the rest of the tab is on screen, and one React may interrupt. */
function AfterTheTab({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

function StudentNextLesson({ student }: { student: Student }) {
  const user = useCurrentUser();
  const { data: appointments = [] } = useNextAppointments(student.id);
  const facts = { ...student, teacherIds: student.teachers.map((t) => t.id) };
  const canSchedule = canScheduleNextLesson(user, facts);
  const own = canSchedule ? (appointments.find((a) => a.teacherId === user.id) ?? null) : null;
  const others = appointments.filter((a) => a !== own);
  return (
    <div className="sc-panel sc-panel--compact">
      <NextLessonBlock target={{ kind: 'student', studentId: student.id }} own={own} others={others} canSchedule={canSchedule} />
    </div>
  );
}

/**
 * The default tab: the profile, the next lesson, program progress, then the reports of the reports
 * feature; contacts beside them on wide screens, right after the profile card in one column.
 */
export function ProfileTab({ student }: { student: Student }) {
  const user = useCurrentUser();
  // The next-lesson block is hidden when the status forbids editing or the viewer is the student.
  const showNextLesson = !isStudentEditingHidden(user, student);
  // The student on their own page («Мои уроки»): their next lesson read only, and their groups' reports too.
  const ownPage = seesOwnGroupReports(user, student.id);
  const parts = useProfileTabParts(student.id);
  const nextLesson = useNextAppointments(student.id, showNextLesson);
  // The tab appears whole: cards that grew one by one would push the text being read.
  if (parts.pending || (showNextLesson && nextLesson.isPending)) return <Loader />;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ProfileCard student={student} />
        <LevelTestCard student={student} />
        {showNextLesson && <StudentNextLesson student={student} />}
        {ownPage && <OwnNextLesson />}
        <ProgramProgressCard student={student} compact />
        {!student.hasAppointments && (
          <div className="sc-panel sc-panel--compact" data-testid="student-empty-state">
            <EmptyState text={texts.profile.emptyState} />
          </div>
        )}
        {/* With the page's own empty state above, an empty list adds nothing of its own. */}
        <AfterTheTab>
          <StudentReports student={student} emptyText={student.hasAppointments ? undefined : ''} withAdd={false} />
          {ownPage && <OwnGroupReports studentId={student.id} />}
        </AfterTheTab>
      </div>
      <aside className={styles.aside}>
        <ContactsCard student={student} />
      </aside>
    </div>
  );
}
