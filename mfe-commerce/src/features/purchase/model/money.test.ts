import { describe, expect, it } from 'vitest';
import { formatRubles } from './money';

describe('money', () => {
  it('groups rubles the Russian way', () => {
    expect(formatRubles(28_480)).toBe('28\u00a0480\u00a0₽');
    expect(formatRubles(5363.73)).toBe('5\u00a0364\u00a0₽');
    expect(formatRubles(590)).toBe('590\u00a0₽');
  });
});
