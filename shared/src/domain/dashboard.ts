/**
 * The dashboard's cards and banners whose views and clicks are counted: the analytics target of each
 * is 'dashboard.' plus its id. The admin funnel page names them.
 */
export const DASHBOARD_PLACEMENTS = [
  'greeting',
  'registration-offer',
  'tariffs',
  'referral',
  'sample-video',
  'reviews',
  'app-stores',
  'parents-videos',
  'free-lesson',
  'lessons-left',
  'level-test',
  'teacher-search',
  'courses',
  'banner-january-sale',
  'banner-free-lesson',
  'banner-promo-code',
  'support',
  'daily-review',
] as const;
export type DashboardPlacement = (typeof DASHBOARD_PLACEMENTS)[number];

export const DASHBOARD_TARGET_PREFIX = 'dashboard.';

export function dashboardTarget(placement: DashboardPlacement): string {
  return `${DASHBOARD_TARGET_PREFIX}${placement}`;
}

/** The placement an analytics target names, or null for any other target. */
export function placementOfTarget(target: string): DashboardPlacement | null {
  if (!target.startsWith(DASHBOARD_TARGET_PREFIX)) return null;
  const id = target.slice(DASHBOARD_TARGET_PREFIX.length);
  return (DASHBOARD_PLACEMENTS as readonly string[]).includes(id) ? (id as DashboardPlacement) : null;
}
