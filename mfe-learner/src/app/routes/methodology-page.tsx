import { MethodologyHandbook } from '../../features/methodology';

/** Exposed as mfe_learner/MethodologyPage: the teachers' methodology handbook under /lms/methodology. */
export default function MethodologyPage() {
  return <MethodologyHandbook />;
}
