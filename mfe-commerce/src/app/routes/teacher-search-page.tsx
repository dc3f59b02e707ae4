import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_commerce/TeacherSearchPage. */
export default function TeacherSearchPage() {
  return <PlaceholderPage section="mfe_commerce/TeacherSearchPage" title={texts.pages.teacherSearchPage} />;
}
