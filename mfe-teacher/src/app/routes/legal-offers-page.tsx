import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/LegalOffersPage. */
export default function LegalOffersPage() {
  return <PlaceholderPage section="mfe_teacher/LegalOffersPage" title={texts.pages.legalOffersPage} />;
}
