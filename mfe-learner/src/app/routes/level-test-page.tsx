import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_learner/LevelTestPage. */
export default function LevelTestPage() {
  return <PlaceholderPage section="mfe_learner/LevelTestPage" title={texts.pages.levelTestPage} />;
}
