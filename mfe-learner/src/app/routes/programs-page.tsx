import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_learner/ProgramsPage. */
export default function ProgramsPage() {
  return <PlaceholderPage section="mfe_learner/ProgramsPage" title={texts.pages.programsPage} />;
}
