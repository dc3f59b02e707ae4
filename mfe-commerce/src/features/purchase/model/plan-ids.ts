import * as v from 'valibot';
import { requestedPlanIds } from '@school/shared/domain';
import { PlanIdSchema } from '@school/shared/schemas';

/** The query parameter a link to the purchase page may name a plan with (a course page: ?planId=course_it). */
export const PLAN_ID_PARAM = 'planId';

/**
 * The plans the page asks for: the plan named in the address (when it is a well-formed id), else the
 * learner's own plan with its mapped partners.
 */
export function planIdsForPage(search: string, userPlanId: string | null): string[] {
  const named = new URLSearchParams(search).get(PLAN_ID_PARAM);
  if (named !== null && v.is(PlanIdSchema, named)) return [named];
  return requestedPlanIds(userPlanId);
}
