import { describe, expect, it } from 'vitest';
import type { PlannedTeacherRate } from '../schemas';
import { computeTeacherRate, floorRubles } from './teacher-rate';

const none: PlannedTeacherRate = {
  version: 1,
  rate: null,
  baseRate: null,
  auctionMultiplier: null,
  skillMultiplier: null,
  qualityMultiplier: null,
  performanceBonus: null,
  LTVBonus: null,
  salaryPaymentMethodMultiplier: 1,
};
const v2: PlannedTeacherRate = {
  ...none,
  version: 2,
  baseRate: 700,
  auctionMultiplier: 1.1,
  skillMultiplier: 1.05,
  qualityMultiplier: 1.02,
  performanceBonus: 50,
  LTVBonus: 30,
  salaryPaymentMethodMultiplier: 0.94,
};

describe('teacher-and-company §3: rate version 1', () => {
  it('pays rate × payment method, rounded down', () => {
    expect(computeTeacherRate({ ...none, rate: 650, salaryPaymentMethodMultiplier: 0.94 })).toMatchObject({ ok: true, version: 1, amount: 611 });
    expect(computeTeacherRate({ ...none, rate: 650, salaryPaymentMethodMultiplier: 1 })).toMatchObject({ ok: true, amount: 650 });
  });
  it('does not lose a ruble to floating point', () => {
    expect(100 * 0.57).toBeLessThan(57);
    expect(computeTeacherRate({ ...none, rate: 100, salaryPaymentMethodMultiplier: 0.57 })).toMatchObject({ amount: 57 });
    expect(floorRubles(657.9999999999999)).toBe(658);
    expect(floorRubles(657.99)).toBe(657);
  });
  it('shows the formula', () => {
    const result = computeTeacherRate({ ...none, rate: 650, salaryPaymentMethodMultiplier: 0.94 });
    expect(result.ok && result.formula).toBe('⌊650 × 0,94⌋ = 611');
  });
  it('without a rate: no money for this lesson', () => {
    expect(computeTeacherRate(none)).toEqual({ ok: false, problem: 'no-rate' });
  });
  it('without the payment method: cannot compute', () => {
    expect(computeTeacherRate({ ...none, rate: 650, salaryPaymentMethodMultiplier: null })).toEqual({ ok: false, problem: 'cannot-compute' });
  });
});

describe('teacher-and-company §3: rate version 2', () => {
  it('pays ⌊base × method⌋ × auction × skill × quality + ⌊performance × method⌋ + ⌊LTV × method⌋, rounded down', () => {
    // ⌊700 × 0.94⌋ = 658; 658 × 1.1 × 1.05 × 1.02 = 775.1898; ⌊50 × 0.94⌋ = 47; ⌊30 × 0.94⌋ = 28
    const result = computeTeacherRate(v2);
    expect(result).toMatchObject({ ok: true, version: 2, amount: 850 });
    expect(result.ok && result.formula).toBe('⌊⌊700 × 0,94⌋ × 1,1 × 1,05 × 1,02 + ⌊50 × 0,94⌋ + ⌊30 × 0,94⌋⌋ = ⌊658 × 1,1 × 1,05 × 1,02 + 47 + 28⌋ = 850');
  });
  it('takes an absent auction multiplier as 1', () => {
    // 658 × 1.05 × 1.02 = 704.718 → 704 + 47 + 28
    expect(computeTeacherRate({ ...v2, auctionMultiplier: null })).toMatchObject({ ok: true, amount: 779 });
  });
  it('without base rate and multipliers: no money for this lesson', () => {
    expect(computeTeacherRate({ ...v2, baseRate: null, skillMultiplier: null, qualityMultiplier: null })).toEqual({ ok: false, problem: 'no-rate' });
    expect(computeTeacherRate({ ...v2, baseRate: null, skillMultiplier: null })).toEqual({ ok: false, problem: 'no-rate' });
  });
  it('with a base rate but no skill or quality multiplier: paid only after the internship', () => {
    expect(computeTeacherRate({ ...v2, skillMultiplier: null })).toEqual({ ok: false, problem: 'after-internship' });
    expect(computeTeacherRate({ ...v2, qualityMultiplier: null })).toEqual({ ok: false, problem: 'after-internship' });
  });
  it('with skill and quality but no base rate: this lesson type is not paid', () => {
    expect(computeTeacherRate({ ...v2, baseRate: null })).toEqual({ ok: false, problem: 'type-not-paid' });
  });
  it('with a bonus missing: cannot compute', () => {
    expect(computeTeacherRate({ ...v2, performanceBonus: null })).toEqual({ ok: false, problem: 'cannot-compute' });
    expect(computeTeacherRate({ ...v2, LTVBonus: null })).toEqual({ ok: false, problem: 'cannot-compute' });
  });
});

describe('teacher-and-company §3: other versions', () => {
  it.each([null, 0, 3])('version %s is unknown', (version) => {
    expect(computeTeacherRate({ ...v2, version })).toEqual({ ok: false, problem: 'unknown-version' });
  });
});
