import { describe, expect, it } from 'vitest';
import { lessonPackage50 } from '@school/shared/testing';
import { installmentPerMonth, payInFullSaving } from './installments';

describe('content-and-commerce §9: installments', () => {
  const p32 = lessonPackage50(32); // 28 480 ₽, 12 months, × 1.13

  it('per month = price × installmentMultiplier / months', () => {
    expect(installmentPerMonth(p32)).toBeCloseTo((28_480 * 1.13) / 12, 10);
    expect(installmentPerMonth(lessonPackage50(4))).toBeNull();
  });

  it("'pay all with discount' saves price × (multiplier − 1), only above 1", () => {
    expect(payInFullSaving(p32)).toBeCloseTo(28_480 * 0.13, 10);
    expect(payInFullSaving({ ...p32, installmentMultiplier: 1 })).toBeNull();
    expect(payInFullSaving(lessonPackage50(4))).toBeNull();
  });
});
