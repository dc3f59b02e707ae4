import { describe, expect, it } from 'vitest';
import { dashboardTarget, DASHBOARD_PLACEMENTS, placementOfTarget } from './dashboard';

describe('dashboard analytics targets', () => {
  it('names each placement under the dashboard prefix and reads it back', () => {
    for (const placement of DASHBOARD_PLACEMENTS) expect(placementOfTarget(dashboardTarget(placement))).toBe(placement);
    expect(placementOfTarget('dashboard.unknown')).toBeNull();
    expect(placementOfTarget('onboarding.reason.career')).toBeNull();
  });
});
