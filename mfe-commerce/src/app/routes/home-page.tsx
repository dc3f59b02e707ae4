import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_commerce/HomePage. */
export default function HomePage() {
  return <PlaceholderPage section="mfe_commerce/HomePage" title={texts.pages.homePage} />;
}
