import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_company/UserGroupsPage. */
export default function UserGroupsPage() {
  return <PlaceholderPage section="mfe_company/UserGroupsPage" title={texts.pages.userGroupsPage} />;
}
