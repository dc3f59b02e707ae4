import type { PaymentRecord } from '@school/shared/schemas';
import { paymentsTexts } from '../texts';

/** How a payment's status reads in the list. */
export function statusLabel(status: PaymentRecord['status']): string {
  return paymentsTexts.statuses[status];
}

/** The years a certificate may be asked for: this year and the three before (the deduction may be claimed three years back). */
export function certificateYears(now: Date): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2, year - 3];
}

/** The name the form starts with: «Фамилия Имя» of the account (the patronymic the learner adds). */
export function accountFullName(user: { firstName: string; lastName: string }): string {
  return [user.lastName, user.firstName].filter(Boolean).join(' ');
}

/** The file name of a certificate. */
export function certificateFileName(year: number): string {
  return `spravka-nalogovyi-vychet-${year}.pdf`;
}
