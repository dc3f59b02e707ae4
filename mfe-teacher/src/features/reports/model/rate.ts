import { computeTeacherRate, type RateProblem } from '@school/shared/domain';
import type { PlannedTeacherRate, RateData } from '@school/shared/schemas';
import { texts } from '../../../texts';

export type RateView =
  | { kind: 'amount'; amount: number; formula: string; legend: string; version: 1 | 2 }
  | { kind: 'message'; problem: RateProblem; message: string; hint: string };

/** The message of a rate problem (spec's rate messages). */
export function rateMessage(problem: RateProblem): { message: string; hint: string } {
  return { message: texts.reports.rateMessages[problem], hint: texts.reports.rateHints[problem] };
}

/** A planned rate as the admin card or the teacher's form shows it. */
export function rateView(planned: PlannedTeacherRate): RateView {
  const result = computeTeacherRate(planned);
  if (!result.ok) return { kind: 'message', problem: result.problem, ...rateMessage(result.problem) };
  return {
    kind: 'amount',
    amount: result.amount,
    formula: result.formula,
    legend: result.version === 1 ? texts.reports.rateLegendV1 : texts.reports.rateLegendV2,
    version: result.version,
  };
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
