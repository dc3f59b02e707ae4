import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_commerce/PayPage. */
export default function PayPage() {
  return <PlaceholderPage section="mfe_commerce/PayPage" title={texts.pages.payPage} />;
}
