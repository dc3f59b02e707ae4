import { describe, expect, it } from 'vitest';
import { mismatchLine, resolutionLine, sumOf } from './attention-facts';

describe('payments needing attention, as the admin reads them', () => {
  it('names the order sum and what the provider reported', () => {
    expect(mismatchLine({ amount: 15_840, currency: 'RUB', providerAmount: 1, providerCurrency: 'RUB' })).toBe(
      'Заказ на 15\u00a0840\u00a0₽, платёжная система сообщила 1\u00a0₽',
    );
    expect(sumOf(200, 'USD')).toBe('200 USD');
    expect(sumOf(null, null)).toBe('—');
  });

  it('says who resolved it, or that the provider did', () => {
    expect(resolutionLine({ resolution: 'credited', resolvedBy: null })).toBe('Уроки зачислены · по новому ответу платёжной системы');
    expect(resolutionLine({ resolution: 'refund_noted', resolvedBy: 'Марина Администраторова' })).toBe('Деньги возвращены · Марина Администраторова');
  });
});
