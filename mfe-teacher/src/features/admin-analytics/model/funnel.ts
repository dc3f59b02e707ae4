import { DASHBOARD_PLACEMENTS, placementOfTarget, type DashboardPlacement } from '@school/shared/domain';
import type { FunnelWeek, PlacementStat } from '@school/shared/schemas';

/** The periods an admin may pick, in weeks. */
export const FUNNEL_PERIODS = [4, 8, 12, 26] as const;
export const DEFAULT_FUNNEL_PERIOD = 8;

export const FUNNEL_STAGES = ['visits', 'signUps', 'onboardingFinished', 'purchases'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export interface FunnelRow {
  key: string;
  /** The week's Monday ('yyyy-MM-dd'), or null for the totals row. */
  weekStart: string | null;
  counts: Record<FunnelStage, number>;
  /** Each stage against the one before it (none for visits), percent. */
  stepConversion: Record<FunnelStage, number | null>;
  /** Purchases against visits, percent. */
  overall: number | null;
}

function row(key: string, weekStart: string | null, counts: Record<FunnelStage, number>): FunnelRow {
  const stepConversion = Object.fromEntries(
    FUNNEL_STAGES.map((stage, i) => [stage, i === 0 ? null : conversionPercent(counts[stage], counts[FUNNEL_STAGES[i - 1]!])]),
  ) as Record<FunnelStage, number | null>;
  return { key, weekStart, counts, stepConversion, overall: conversionPercent(counts.purchases, counts.visits) };
}

/** One row per week, newest first, then the totals of the period. */
export function funnelRows(weeks: readonly FunnelWeek[]): { weeks: FunnelRow[]; total: FunnelRow } {
  const total = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, weeks.reduce((sum, w) => sum + w[stage], 0)])) as Record<FunnelStage, number>;
  return {
    weeks: [...weeks]
      .reverse()
      .map((w) => row(w.weekStart, w.weekStart, { visits: w.visits, signUps: w.signUps, onboardingFinished: w.onboardingFinished, purchases: w.purchases })),
    total: row('total', null, total),
  };
}

interface PlacementRow {
  target: string;
  placement: DashboardPlacement | null;
  views: number;
  clicks: number;
  conversion: number | null;
}

/** The dashboard's cards and banners in the dashboard's order (unknown targets last), with their click-through. */
export function placementRows(stats: readonly PlacementStat[]): PlacementRow[] {
  const order = (placement: DashboardPlacement | null) => (placement === null ? DASHBOARD_PLACEMENTS.length : DASHBOARD_PLACEMENTS.indexOf(placement));
  return stats
    .map((s) => ({
      target: s.target,
      placement: placementOfTarget(s.target),
      views: s.views,
      clicks: s.clicks,
      conversion: conversionPercent(s.clicks, s.views),
    }))
    .sort((a, b) => order(a.placement) - order(b.placement) || a.target.localeCompare(b.target));
}

/** Conversion in percent, one decimal; null when nothing was there to convert. */
export function conversionPercent(converted: number, base: number): number | null {
  if (base <= 0) return null;
  return Math.round((converted / base) * 1000) / 10;
}
