export { SearchRequestsPage } from './components/search-requests-page';
