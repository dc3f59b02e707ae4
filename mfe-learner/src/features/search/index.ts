export { SearchOverlay } from './components/search-overlay';
export { SearchResultsPage } from './components/search-page';
