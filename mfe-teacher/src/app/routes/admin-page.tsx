import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/AdminPage. */
export default function AdminPage() {
  return <PlaceholderPage section="mfe_teacher/AdminPage" title={texts.pages.adminPage} />;
}
