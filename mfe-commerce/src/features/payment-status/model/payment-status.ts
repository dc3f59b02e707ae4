import { PAYMENT_STATUS_PARAM } from '@school/shared/domain';

type PaymentPopup = 'success' | 'fail';

/** The school's e-mail for payment questions (the footer's contact, docs/decisions.md). */
const SUPPORT_EMAIL = 'hello@school.example';

/** paymentStatus=success opens the success popup; any other value the failure popup; no parameter, none. */
export function paymentPopupOf(search: string): PaymentPopup | null {
  const params = new URLSearchParams(search);
  if (!params.has(PAYMENT_STATUS_PARAM)) return null;
  return params.get(PAYMENT_STATUS_PARAM) === 'success' ? 'success' : 'fail';
}

/** The address's query without paymentStatus (closing a popup), other parameters kept. */
export function searchWithoutPaymentStatus(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAYMENT_STATUS_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A mail to the school about a payment that did not pass. */
export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
