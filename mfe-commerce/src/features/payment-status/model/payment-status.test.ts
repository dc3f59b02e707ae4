import { describe, expect, it } from 'vitest';
import { paymentPopupOf, searchWithoutPaymentStatus, supportMailto } from './payment-status';

describe('payment status of the address', () => {
  it('success opens the success popup, any other value the failure popup', () => {
    expect(paymentPopupOf('?paymentStatus=success')).toBe('success');
    expect(paymentPopupOf('?paymentStatus=fail')).toBe('fail');
    expect(paymentPopupOf('?paymentStatus=canceled')).toBe('fail');
    expect(paymentPopupOf('?paymentStatus=')).toBe('fail');
    expect(paymentPopupOf('?other=1')).toBeNull();
    expect(paymentPopupOf('')).toBeNull();
  });

  it('closing removes only the parameter', () => {
    expect(searchWithoutPaymentStatus('?paymentStatus=success')).toBe('');
    expect(searchWithoutPaymentStatus('?tab=2&paymentStatus=fail')).toBe('?tab=2');
  });

  it('writes to the school about the payment', () => {
    expect(supportMailto('Оплата не прошла')).toBe(
      'mailto:hello@school.example?subject=%D0%9E%D0%BF%D0%BB%D0%B0%D1%82%D0%B0%20%D0%BD%D0%B5%20%D0%BF%D1%80%D0%BE%D1%88%D0%BB%D0%B0',
    );
  });
});
