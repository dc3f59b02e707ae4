import { ProgramsList } from '../../features/programs';

/** Exposed as mfe_learner/ProgramsPage: every program with its levels and lessons. */
export default function ProgramsPage() {
  return <ProgramsList />;
}
