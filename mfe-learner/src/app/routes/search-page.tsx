import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_learner/SearchPage. */
export default function SearchPage() {
  return <PlaceholderPage section="mfe_learner/SearchPage" title={texts.pages.searchPage} />;
}
