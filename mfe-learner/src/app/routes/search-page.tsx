import { SearchResultsPage } from '../../features/search';

/** Exposed as mfe_learner/SearchPage: /lms/search?tag=… and /lms/search?q=…. */
export default function SearchPage() {
  return <SearchResultsPage />;
}
