import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

/** Serious and critical axe findings of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Nothing sticks out sideways: the page scrolls only vertically at its width. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A page to check: its address, the account it is opened as (none: a visitor) and what shows it is ready. */
export interface PageToCheck {
  path: string;
  as?: string;
  ready: (page: Page) => Promise<void>;
}

/** Opens the page at the width as its account and checks it: no serious axe finding, nothing wider than the screen. */
export async function expectAccessibleAndFitting(page: Page, { path, as, ready }: PageToCheck, width: number) {
  await page.setViewportSize({ width, height: 800 });
  if (as) await signInByApi(page, as);
  await page.goto(path);
  await ready(page);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
}
