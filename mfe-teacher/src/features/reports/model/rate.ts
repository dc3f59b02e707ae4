import { computeTeacherRate, type RateProblem } from '@school/shared/domain';
import type { PlannedTeacherRate } from '@school/shared/schemas';
import { texts } from '../../../texts';

type RateView =
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
