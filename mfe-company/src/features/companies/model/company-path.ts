/** Paths of the company pages: /lms/user-groups, /lms/user-groups/{id}[/{tab}]. */
const COMPANIES_PATH = '/lms/user-groups';

export type CompanyTab = 'students' | 'groups' | 'group-reports' | 'reports' | 'transactions';

export function companyPath(userGroupId: number, tab: CompanyTab = 'students'): string {
  return tab === 'students' ? `${COMPANIES_PATH}/${userGroupId}` : `${COMPANIES_PATH}/${userGroupId}/${tab}`;
}

/** The company id of a route parameter, or null when it is not one. */
export function parseCompanyId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 ? id : null;
}

/**
 * Where choosing another company leads: the same page of that company. The last path segment is kept
 * (/lms/user-groups/5/groups → /lms/user-groups/7/groups); from the list or a company's main page it
 * is the company's main page. Query and hash belong to the old company and are dropped.
 */
export function companySwitchPath(pathname: string, targetId: number): string {
  const match = /^\/lms\/user-groups\/\d+(\/.*)?$/.exec(pathname.replace(/\/+$/, ''));
  const rest = match?.[1]?.split('/').filter(Boolean) ?? [];
  const last = rest[rest.length - 1];
  return last ? `${COMPANIES_PATH}/${targetId}/${last}` : `${COMPANIES_PATH}/${targetId}`;
}

interface CompanyTabRules {
  /** Groups and Group reports tabs (non-HR always; HR only when the company has groups). */
  showGroupTabs: boolean;
  /** Transactions tab (staff; never HR). */
  canTopUp: boolean;
}

/** The tabs a user sees, in order. */
export function visibleCompanyTabs(rules: CompanyTabRules): CompanyTab[] {
  const tabs: CompanyTab[] = ['students'];
  if (rules.showGroupTabs) tabs.push('groups', 'group-reports');
  tabs.push('reports');
  if (rules.canTopUp) tabs.push('transactions');
  return tabs;
}
