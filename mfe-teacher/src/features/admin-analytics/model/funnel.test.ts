import { describe, expect, it } from 'vitest';
import { conversionPercent, funnelRows, placementRows } from './funnel';

describe('admin funnel', () => {
  const weeks = [
    { weekStart: '2025-03-03', visits: 200, signUps: 20, onboardingFinished: 10, purchases: 4 },
    { weekStart: '2025-03-10', visits: 0, signUps: 0, onboardingFinished: 0, purchases: 0 },
  ];

  it('lists the newest week first with each stage against the one before', () => {
    const { weeks: rows, total } = funnelRows(weeks);
    expect(rows.map((r) => r.weekStart)).toEqual(['2025-03-10', '2025-03-03']);
    expect(rows[1]!.stepConversion).toEqual({ visits: null, signUps: 10, onboardingFinished: 50, purchases: 40 });
    expect(rows[1]!.overall).toBe(2);
    expect(rows[0]!.stepConversion).toEqual({ visits: null, signUps: null, onboardingFinished: null, purchases: null });
    expect(total.counts).toEqual({ visits: 200, signUps: 20, onboardingFinished: 10, purchases: 4 });
  });

  it('orders the cards as on the dashboard and computes their click-through', () => {
    const rows = placementRows([
      { target: 'dashboard.support', views: 10, clicks: 1 },
      { target: 'dashboard.unknown', views: 5, clicks: 5 },
      { target: 'dashboard.greeting', views: 3, clicks: 1 },
      { target: 'dashboard.courses', views: 0, clicks: 2 },
    ]);
    expect(rows.map((r) => [r.target, r.placement, r.conversion])).toEqual([
      ['dashboard.greeting', 'greeting', 33.3],
      ['dashboard.courses', 'courses', null],
      ['dashboard.support', 'support', 10],
      ['dashboard.unknown', null, 100],
    ]);
  });
});

describe('dashboard analytics targets', () => {
  it('computes conversion in percent with one decimal, none without views', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(0, 10)).toBe(0);
    expect(conversionPercent(5, 0)).toBeNull();
  });
});
