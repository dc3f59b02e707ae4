import { describe, expect, it } from 'vitest';
import { formatRubles } from './money';

describe('sums of money (every price the school shows)', () => {
  it('groups thousands and puts a no-break space before ₽', () => {
    expect(formatRubles(28_480)).toBe('28\u00a0480\u00a0₽');
    expect(formatRubles(550)).toBe('550\u00a0₽');
    expect(formatRubles(1_234_567.4)).toBe('1\u00a0234\u00a0567\u00a0₽');
    expect(formatRubles(999)).not.toContain(' ');
  });

  it('writes every sum as Intl writes Russian numbers, signs and rounding included', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    for (const amount of [0, 7, 99, 999, 1000, 1234, 28_480, 99_999.5, 100_000, 1_234_567.4, 1e15, -1, -1234, -28_480.6]) {
      expect(formatRubles(amount)).toBe(`${intl.format(Math.round(amount))}\u00a0₽`);
    }
    expect(formatRubles(-0.4)).toBe('0\u00a0₽');
  });
});

describe('money on the purchase page', () => {
  it('groups rubles the Russian way', () => {
    expect(formatRubles(28_480)).toBe('28\u00a0480\u00a0₽');
    expect(formatRubles(5363.73)).toBe('5\u00a0364\u00a0₽');
    expect(formatRubles(590)).toBe('590\u00a0₽');
  });
});
