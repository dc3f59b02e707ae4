import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_company/HrHome. */
export default function HrHome() {
  return <PlaceholderPage section="mfe_company/HrHome" title={texts.pages.hrHome} />;
}
