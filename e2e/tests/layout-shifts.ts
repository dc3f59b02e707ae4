import type { Page } from '@playwright/test';

// Layout shifts of a page while it loads, as the browser reports them (the CLS a user would feel).

/** Layout shifts as the browser reports them, collected from the first paint on. */
export async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName),
        );
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts observed on the page's current document so far. */
function layoutShifts(page: Page) {
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; at: number; sources: string[] }[] }).__shifts);
}

/** The largest session window of shifts (≤ 1 s apart, ≤ 5 s long): the cumulative layout shift. */
function cumulativeShift(shifts: { value: number; at: number }[]): number {
  let worst = 0;
  let current = 0;
  let start = 0;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - start > 5000) {
      current = 0;
      start = shift.at;
    }
    current += shift.value;
    last = shift.at;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * The page's shifts once it has settled (no request for half a second, then half a second more for a
 * late paint), with their cumulative layout shift.
 */
export async function settledLayoutShifts(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = await layoutShifts(page);
  return { cls: cumulativeShift(shifts), shifts };
}
