import { KIDS_PLAN_IDS, TEENS_PLAN_IDS } from '../../purchase';

/**
 * The learner dashboard's variants (spec §4 "Default, kids and teens dashboards depend on plan id
 * lists"). The lists are the ones the purchase page uses for its kids and teens calculators
 * (purchase/model/calculator.ts), so a plan is a kids plan in exactly one place; every other plan gets the default
 * adult dashboard. docs/decisions.md lists them.
 */
export type DashboardVariant = 'default' | 'kids' | 'teens';

export function dashboardVariantOf(planId: string | null | undefined): DashboardVariant {
  if (!planId) return 'default';
  if (KIDS_PLAN_IDS.includes(planId)) return 'kids';
  if (TEENS_PLAN_IDS.includes(planId)) return 'teens';
  return 'default';
}
