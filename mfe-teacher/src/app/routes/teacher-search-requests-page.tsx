import { PlaceholderPage } from '@school/shared/ui';
import { texts } from '../../texts';

/** Exposed as mfe_teacher/TeacherSearchRequestsPage. */
export default function TeacherSearchRequestsPage() {
  return <PlaceholderPage section="mfe_teacher/TeacherSearchRequestsPage" title={texts.pages.teacherSearchRequestsPage} />;
}
