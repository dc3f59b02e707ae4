import { describe, expect, it } from 'vitest';
import { KIDS_PLAN_IDS, TEENS_PLAN_IDS } from '../../purchase';
import { dashboardVariantOf } from './dashboard-variant';

describe('dashboard variant', () => {
  it('picks kids and teens by their plan lists and the default for every other plan', () => {
    expect(dashboardVariantOf('40m_kids')).toBe('kids');
    expect(dashboardVariantOf('25m_kids')).toBe('kids');
    expect(dashboardVariantOf('teens_50m')).toBe('teens');
    for (const plan of ['50m_v4', 'premium_50m', '50m-january-big-sale', 'skb-start', 'course_it']) expect(dashboardVariantOf(plan)).toBe('default');
    expect(dashboardVariantOf(null)).toBe('default');
    expect(dashboardVariantOf(undefined)).toBe('default');
  });

  it('keeps every kids and teens plan in exactly one list', () => {
    for (const id of KIDS_PLAN_IDS) expect(TEENS_PLAN_IDS).not.toContain(id);
  });
});
