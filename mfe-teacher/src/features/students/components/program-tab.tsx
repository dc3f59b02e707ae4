import type { Student } from '@school/shared/schemas';
import { ProgramProgressCard } from './program-progress';

/** /program: the program and its lessons, passed ones marked. */
export function ProgramTab({ student }: { student: Student }) {
  return <ProgramProgressCard student={student} />;
}
