import type { PlannedTeacherRate, RateData } from '../schemas';

/**
 * Why no amount can be shown for a planned rate (each has its own message in the teacher remote):
 * - 'no-rate': no rate for this lesson (version 1 or 2), e.g. internship not finished or wrong lesson type;
 * - 'cannot-compute': numbers needed for the sum are missing (bonuses, payment method);
 * - 'after-internship': a base rate but no skill or quality multiplier: paid only after the internship;
 * - 'type-not-paid': skill and quality multipliers but no base rate: this lesson type is not paid;
 * - 'unknown-version': neither version 1 nor version 2.
 */
export type RateProblem = 'no-rate' | 'cannot-compute' | 'after-internship' | 'type-not-paid' | 'unknown-version';

type RateResult = { ok: true; version: 1 | 2; amount: number; formula: string } | { ok: false; problem: RateProblem };

/** Rubles are paid whole: rounds down, ignoring binary noise such as 700 × 0.94 = 657.9999999. */
export function floorRubles(value: number): number {
  return Math.floor(Math.round(value * 1e6) / 1e6);
}

// Made on first use: a page that shows no formula does not pay for Intl's number formats.
let numberFormat: Intl.NumberFormat | undefined;
const n = (value: number) => (numberFormat ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3, useGrouping: false })).format(value);

/**
 * The pay for one lesson.
 * Version 1: ⌊rate × salaryPaymentMethodMultiplier⌋.
 * Version 2: ⌊⌊baseRate × method⌋ × (auctionMultiplier or 1) × skillMultiplier × qualityMultiplier
 *            + ⌊performanceBonus × method⌋ + ⌊LTVBonus × method⌋⌋.
 */
export function computeTeacherRate(planned: PlannedTeacherRate): RateResult {
  const method = planned.salaryPaymentMethodMultiplier;
  if (planned.version === 1) {
    if (planned.rate === null) return { ok: false, problem: 'no-rate' };
    if (method === null) return { ok: false, problem: 'cannot-compute' };
    const amount = floorRubles(planned.rate * method);
    return { ok: true, version: 1, amount, formula: `⌊${n(planned.rate)} × ${n(method)}⌋ = ${amount}` };
  }
  if (planned.version === 2) {
    const { baseRate, skillMultiplier: skill, qualityMultiplier: quality, performanceBonus, LTVBonus } = planned;
    if (baseRate === null) return { ok: false, problem: skill !== null && quality !== null ? 'type-not-paid' : 'no-rate' };
    if (skill === null || quality === null) return { ok: false, problem: 'after-internship' };
    if (performanceBonus === null || LTVBonus === null || method === null) return { ok: false, problem: 'cannot-compute' };
    const auction = planned.auctionMultiplier ?? 1;
    const base = floorRubles(baseRate * method);
    const performance = floorRubles(performanceBonus * method);
    const ltv = floorRubles(LTVBonus * method);
    const amount = floorRubles(base * auction * skill * quality + performance + ltv);
    const formula =
      `⌊⌊${n(baseRate)} × ${n(method)}⌋ × ${n(auction)} × ${n(skill)} × ${n(quality)}` +
      ` + ⌊${n(performanceBonus)} × ${n(method)}⌋ + ⌊${n(LTVBonus)} × ${n(method)}⌋⌋` +
      ` = ⌊${base} × ${n(auction)} × ${n(skill)} × ${n(quality)} + ${performance} + ${ltv}⌋ = ${amount}`;
    return { ok: true, version: 2, amount, formula };
  }
  return { ok: false, problem: 'unknown-version' };
}

/**
 * The rate a report was written with, from what the database keeps: the planned-rate snapshot when
 * there is one, else the three numbers older reports kept. Null when the report kept no rate.
 */
export function rateDataFromStored(
  snapshot: unknown,
  kept: { version: number | null; rate: number | null; salaryPaymentMethodMultiplier: number | null },
): RateData | null {
  const planned = snapshot as Partial<PlannedTeacherRate> | null;
  if (planned && typeof planned === 'object' && typeof planned.version === 'number') {
    return {
      version: planned.version,
      rate: planned.rate ?? null,
      salaryPaymentMethodMultiplier: planned.salaryPaymentMethodMultiplier ?? null,
      baseRate: planned.baseRate ?? null,
      auctionMultiplier: planned.auctionMultiplier ?? null,
      skillMultiplier: planned.skillMultiplier ?? null,
      qualityMultiplier: planned.qualityMultiplier ?? null,
      performanceBonus: planned.performanceBonus ?? null,
      LTVBonus: planned.LTVBonus ?? null,
    };
  }
  if (kept.version === null) return null;
  return { version: kept.version, rate: kept.rate, salaryPaymentMethodMultiplier: kept.salaryPaymentMethodMultiplier };
}

/** The rate a report was written with, as a planned rate (numbers it did not keep are absent). */
export function plannedFromRateData(data: RateData): PlannedTeacherRate {
  return {
    version: data.version,
    rate: data.rate,
    salaryPaymentMethodMultiplier: data.salaryPaymentMethodMultiplier,
    baseRate: data.baseRate ?? null,
    auctionMultiplier: data.auctionMultiplier ?? null,
    skillMultiplier: data.skillMultiplier ?? null,
    qualityMultiplier: data.qualityMultiplier ?? null,
    performanceBonus: data.performanceBonus ?? null,
    LTVBonus: data.LTVBonus ?? null,
  };
}
