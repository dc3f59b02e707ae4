import { SearchRequestsPage } from '../../features/search-requests';

/** Exposed as mfe_teacher/TeacherSearchRequestsPage. */
export default function TeacherSearchRequestsPageRoute() {
  return <SearchRequestsPage />;
}
