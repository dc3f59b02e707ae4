import {
  canReadAnalytics,
  canReadAuditLog,
  canReadPayroll,
  canReadSchoolMail,
  canReadSchoolStudentsReport,
  canResolvePayments,
  canManagePromoCodes,
  canSeeLeads,
  canUseBackOffice,
  type Viewer,
} from '@school/shared/permissions';

/**
 * The tabs of the admin area (`/lms/admin/...`) a staff member sees: admins all of them, client
 * managers the back office about learners and companies. The server refuses the rest anyway.
 */
export type AdminTab =
  | 'people'
  | 'groups'
  | 'companies'
  | 'leads'
  | 'students-report'
  | 'payroll'
  | 'payments'
  | 'promo-codes'
  | 'audit'
  | 'mail'
  | 'error-reports'
  | 'legal-offer'
  | 'analytics';

export function adminTabs(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>): AdminTab[] {
  const tabs: AdminTab[] = [];
  if (canUseBackOffice(user)) tabs.push('people', 'groups', 'companies');
  if (canSeeLeads(user)) tabs.push('leads');
  if (canReadSchoolStudentsReport(user)) tabs.push('students-report');
  if (canReadPayroll(user)) tabs.push('payroll');
  if (canResolvePayments(user)) tabs.push('payments');
  if (canManagePromoCodes(user)) tabs.push('promo-codes');
  if (canReadAuditLog(user)) tabs.push('audit');
  if (canReadSchoolMail(user)) tabs.push('mail');
  if (user.isAdmin) tabs.push('error-reports', 'legal-offer');
  if (canReadAnalytics(user)) tabs.push('analytics');
  return tabs;
}

/** Where /lms/admin leads: the first tab the user has. */
export function adminHome(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>): string {
  return `/lms/admin/${adminTabs(user)[0] ?? 'people'}`;
}
