import { describe, expect, it } from 'vitest';
import { adminHome, adminTabs } from './admin-tabs';

describe('the admin area’s tabs (back office: admins, and client managers for the parts marked *)', () => {
  it('shows admins everything (promo codes too), client managers people, groups, companies, leads and the students report only', () => {
    expect(adminTabs({ isAdmin: true, isClientManager: false })).toEqual([
      'people',
      'groups',
      'companies',
      'leads',
      'students-report',
      'payroll',
      'payments',
      'promo-codes',
      'audit',
      'mail',
      'error-reports',
      'legal-offer',
      'analytics',
    ]);
    expect(adminTabs({ isAdmin: false, isClientManager: true })).toEqual(['people', 'groups', 'companies', 'leads', 'students-report']);
    expect(adminTabs({ isAdmin: false, isClientManager: false })).toEqual([]);
    expect(adminHome({ isAdmin: false, isClientManager: true })).toBe('/lms/admin/people');
  });
});
