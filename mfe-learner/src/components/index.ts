export { HeaderRowTable } from './header-row-table';
