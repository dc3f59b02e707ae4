import { TeacherSearchPage as Page } from '../../features/teacher-search';

/** Exposed as mfe_commerce/TeacherSearchPage. */
export default function TeacherSearchPage() {
  return <Page />;
}
