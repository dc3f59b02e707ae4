import { expect, test, type Page } from '@playwright/test';
import { requestsInFlight, signInByApi } from './helpers';

/**
 * The main pages hold at a phone, a laptop beside the teacher sidebar and the usual desktops:
 * nothing wider than the window, no text cut off by its box or by a scrolling strip (a tab hidden
 * off the right edge), no short word broken letter by letter in a squeezed column.
 */
const WIDTHS = [375, 992, 1024, 1280, 1440];

const PAGES: { who: string | null; paths: string[] }[] = [
  { who: null, paths: ['/', '/login'] },
  { who: 'teacher@demo.school', paths: ['/lms/dashboard', '/lms/students/9', '/lms/students/9/stats', '/lms/student-groups/1', '/lms/settings'] },
  { who: 'student@demo.school', paths: ['/lms/dashboard', '/lms/lessons'] },
  { who: 'manager@demo.school', paths: ['/lms/user-groups', '/lms/user-groups/1', '/lms/user-groups/1/transactions'] },
  { who: 'hr@demo.school', paths: ['/lms/dashboard'] },
];

interface LayoutProblem {
  kind: 'page wider than the window' | 'text cut off' | 'outside its scrolling box' | 'word broken across lines';
  what: string;
}

/** Runs in the page: every way text can be lost or squeezed that a reader would notice. */
function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push({ kind: 'page wider than the window', what: `${root.scrollWidth} px in ${root.clientWidth} px` });
  }
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const id = el.getAttribute('data-testid') ?? el.className.toString().split(' ')[0] ?? '';
    return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}> "${text}"`;
  };
  const hasOwnText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');

  for (const el of document.body.querySelectorAll('*')) {
    if (!hasOwnText(el)) continue;
    const rect = el.getBoundingClientRect();
    // Hidden, or visually hidden for screen readers (a 1 px clip).
    if (rect.width <= 2 || rect.height <= 2) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && el.scrollWidth > el.clientWidth + 1) {
      problems.push({ kind: 'text cut off', what: describe(el) });
    }
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const boxStyle = getComputedStyle(box);
      if (boxStyle.overflowX === 'visible') continue;
      const boxRect = box.getBoundingClientRect();
      if (boxRect.width > 2 && (rect.right > boxRect.right + 1 || rect.left < boxRect.left - 1)) {
        problems.push({ kind: 'outside its scrolling box', what: describe(el) });
      }
      break;
    }
  }

  // A short word (up to 20 letters) on two lines means its column is a few letters wide. Long
  // tokens (web addresses, e-mails) may break anywhere; a hyphen or a slash is a fair place to break.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const token of text.matchAll(/\S+/g)) {
      if (token[0].length > 20) continue;
      for (const part of token[0].matchAll(/[^\-–—/]{2,}/g)) {
        const start = token.index + part.index;
        range.setStart(node, start);
        range.setEnd(node, start + part[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) problems.push({ kind: 'word broken across lines', what: `"${part[0]}" in ${describe(node.parentElement!)}` });
      }
    }
  }
  return problems;
}

async function settle(page: Page, requests: ReturnType<typeof requestsInFlight>) {
  await requests.settled();
  await expect(page.locator('.sc-loader')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

for (const { who, paths } of PAGES) {
  test.describe(who ?? 'visitor', () => {
    for (const path of paths) {
      test(`${path} holds at ${WIDTHS.join(', ')} px`, async ({ page }) => {
        test.setTimeout(90_000);
        if (who) await signInByApi(page, who);
        const requests = requestsInFlight(page);
        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          await settle(page, requests);
          for (const problem of await page.evaluate(findLayoutProblems)) found.push(`${width} px: ${problem.kind}: ${problem.what}`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}

test('the teacher’s student page at 992 px: the header on one row, every tab and value in sight', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.setViewportSize({ width: 992, height: 800 });
  const requests = requestsInFlight(page);
  await page.goto('/lms/students/9');
  await settle(page, requests);
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
  const tabs = page.getByRole('navigation', { name: 'Разделы страницы ученика' });
  const tabsBox = (await tabs.boundingBox())!;
  for (const tab of await tabs.getByRole('link').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(tabsBox.x + tabsBox.width + 1);
  }
  const teacherName = page.getByTestId('student-teachers');
  expect((await teacherName.boundingBox())!.width).toBeGreaterThan(150);
});

test('company tabs at 375 px all stay in sight', async ({ page }) => {
  await signInByApi(page, 'manager@demo.school');
  await page.setViewportSize({ width: 375, height: 740 });
  const requests = requestsInFlight(page);
  await page.goto('/lms/user-groups/1');
  await settle(page, requests);
  const topUp = page.getByRole('link', { name: 'Пополнение баланса' });
  await expect(topUp).toBeInViewport({ ratio: 1 });
});

test('the company panel shows the active company on the first load', async ({ page }) => {
  await signInByApi(page, 'manager@demo.school');
  // A low window makes the panel scroll: the last company sits below its fold.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto('/lms/user-groups');
  const last = page.getByTestId('company-list').getByRole('link').last();
  const href = (await last.getAttribute('href'))!;
  await page.goto(href);
  const panel = page.getByTestId('company-panel');
  const active = panel.locator('[aria-current="page"]');
  await expect(active).toBeVisible();
  await expect.poll(() => panel.evaluate((el) => el.scrollTop), { timeout: 5_000 }).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const [p, a] = [(await panel.boundingBox())!, (await active.boundingBox())!];
      return a.y >= p.y && a.y + a.height <= p.y + p.height;
    })
    .toBe(true);
});
