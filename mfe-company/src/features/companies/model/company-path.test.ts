import { describe, expect, it } from 'vitest';
import { companyPath, companySwitchPath, parseCompanyId, visibleCompanyTabs } from './company-path';

describe('switching companies', () => {
  it('keeps the last path segment', () => {
    expect(companySwitchPath('/lms/user-groups/5/groups', 7)).toBe('/lms/user-groups/7/groups');
    expect(companySwitchPath('/lms/user-groups/5/group-reports', 7)).toBe('/lms/user-groups/7/group-reports');
    expect(companySwitchPath('/lms/user-groups/5/transactions/', 12)).toBe('/lms/user-groups/12/transactions');
    expect(companySwitchPath('/lms/user-groups/5/a/b', 7)).toBe('/lms/user-groups/7/b');
  });
  it("goes to the company's main page from its main page or from the list", () => {
    expect(companySwitchPath('/lms/user-groups/5', 7)).toBe('/lms/user-groups/7');
    expect(companySwitchPath('/lms/user-groups', 7)).toBe('/lms/user-groups/7');
    expect(companySwitchPath('/lms/user-groups/', 7)).toBe('/lms/user-groups/7');
  });
});

describe('company paths', () => {
  it('builds tab paths', () => {
    expect(companyPath(3)).toBe('/lms/user-groups/3');
    expect(companyPath(3, 'groups')).toBe('/lms/user-groups/3/groups');
  });
  it('reads only real ids', () => {
    expect(parseCompanyId('15')).toBe(15);
    for (const bad of [undefined, '', '0', 'abc', '1e3', '-1', '12345678901']) expect(parseCompanyId(bad)).toBeNull();
  });
});

describe('company tabs', () => {
  it('shows group tabs and the top-up tab by the rules', () => {
    expect(visibleCompanyTabs({ showGroupTabs: true, canTopUp: true })).toEqual(['students', 'groups', 'group-reports', 'reports', 'transactions']);
    expect(visibleCompanyTabs({ showGroupTabs: true, canTopUp: false })).toEqual(['students', 'groups', 'group-reports', 'reports']);
    expect(visibleCompanyTabs({ showGroupTabs: false, canTopUp: false })).toEqual(['students', 'reports']);
  });
});
