import * as v from 'valibot';
import { PlanIdSchema } from '@school/shared/schemas';

/** The query parameter a link to the purchase page may name a plan with (a course page: ?planId=course_it). */
const PLAN_ID_PARAM = 'planId';

/**
 * The plans the page asks for: the plan named in the address (when it is a well-formed id), else the
 * learner's own plan with its mapped partners.
 */
export function planIdsForPage(search: string, userPlanId: string | null): string[] {
  const named = new URLSearchParams(search).get(PLAN_ID_PARAM);
  if (named !== null && v.is(PlanIdSchema, named)) return [named];
  return requestedPlanIds(userPlanId);
}

/** Plans shown together on the purchase page: a plan brings its partners (other formats of the same family). */
const PLAN_FAMILIES: readonly (readonly string[])[] = [['50m_v4', '25m_v4', 'premium_50m', 'premium_25m'], ['40m_kids', '25m_kids'], ['teens_50m']];
/** The plan of a learner who has none yet. */
const DEFAULT_PLAN_ID = '50m_v4';

/** The ids the purchase page asks for: the plan itself, then its mapped partners. */
export function requestedPlanIds(planId: string | null | undefined): string[] {
  const own = planId || DEFAULT_PLAN_ID;
  const family = PLAN_FAMILIES.find((f) => f.includes(own)) ?? [];
  return [own, ...family.filter((id) => id !== own)];
}
