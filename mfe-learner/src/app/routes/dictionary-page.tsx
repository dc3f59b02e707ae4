import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_learner/DictionaryPage. */
export default function DictionaryPage() {
  return <PlaceholderPage section="mfe_learner/DictionaryPage" title={texts.pages.dictionaryPage} />;
}
