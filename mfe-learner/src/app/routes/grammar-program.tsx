import * as v from 'valibot';
import { remoteComponentProps, type GrammarProgramProps } from '@school/shared/contracts';
import { GrammarProgram } from '../../features/grammar';

/**
 * Exposed as mfe_learner/GrammarProgram: a student's grammar program for the student page (/program).
 * Its props are a contract in shared/src/contracts/components.ts, checked here at runtime too.
 */
export default function GrammarProgramExposed(props: GrammarProgramProps) {
  const { studentId, canChange, programId } = v.parse(remoteComponentProps['mfe_learner/GrammarProgram'], props);
  return <GrammarProgram studentId={studentId} canChange={canChange} programId={programId} />;
}
