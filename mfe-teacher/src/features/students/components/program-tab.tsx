import { useCurrentUser } from '@school/shared/api';
import { RemoteComponent } from '@school/shared/app-shell';
import { canChangeProgramStatus } from '@school/shared/permissions';
import type { Student } from '@school/shared/schemas';
import { ProgramProgressCard } from './program-progress';
import styles from './student-page.module.css';

/**
 * /program: the program and its lessons, passed ones marked; then the grammar program of the learner
 * remote, where the student's own teachers and staff set each topic's status.
 */
export function ProgramTab({ student }: { student: Student }) {
  const user = useCurrentUser();
  const canChange = canChangeProgramStatus(user, { id: student.id, teacherIds: student.teachers.map((t) => t.id), userGroupId: student.userGroupId });
  return (
    <div className={styles.main}>
      <ProgramProgressCard student={student} />
      <RemoteComponent id="mfe_learner/GrammarProgram" props={{ studentId: student.id, canChange, programId: student.programId }} />
    </div>
  );
}
