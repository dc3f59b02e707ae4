import type { UserGroup } from '@school/shared/schemas';
import { matchesSearch } from '../../people';

/** The side panel offers a search from this many companies on. */
export const COMPANY_SEARCH_FROM = 10;

/** Companies whose name matches the query; the current one always stays so the user sees where they are. */
export function filterCompanies(companies: readonly UserGroup[], query: string, currentId: number | null): UserGroup[] {
  return companies.filter((c) => c.id === currentId || matchesSearch(c.name, query));
}
