import { canSeeUserGroup } from './companies';
import { isStaff, type Viewer } from './viewer';

/**
 * A company's activity report and its files: staff for any company, an HR user for their own
 * companies only (the same people who may open the company's pages).
 */
export function canReadCompanyActivity(user: Viewer, userGroupId: number): boolean {
  return canSeeUserGroup(user, userGroupId);
}

/** The teachers' payroll sheet (hours, lessons and pay per teacher): admins only. */
export function canReadPayroll(user: Pick<Viewer, 'isAdmin'>): boolean {
  return user.isAdmin;
}

/** The school's students report (lessons used, low balances, churn risk, payments): admins and client managers. */
export function canReadSchoolStudentsReport(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>): boolean {
  return isStaff(user);
}
