import { expect, test, type Page, type Request } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Signs in through the form, as a user would. */
export async function signIn(page: Page, email: string, options: { from?: string } = {}) {
  await page.goto(options.from ?? '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Signs in through the API (fast), sharing the cookie with the page. */
export async function signInByApi(page: Page, email: string) {
  // A page still open under the previous account is left first: a request it sends later would carry
  // the new session (and be refused, or counted for the wrong person).
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
}

/**
 * Counts the page's requests in flight from now on; `settled()` waits until none has been in flight for
 * half a second. Playwright's own 'networkidle' can miss its moment for good when requests end in a
 * burst (microsoft/playwright#42598), and a page that waits on it then times out though all is done.
 */
export function requestsInFlight(page: Page) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    // A beacon sent as a page is left is answered after it, and never reported finished to the page.
    if (request.resourceType() === 'ping') return;
    inFlight.add(request);
    changedAt = Date.now();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: () => expect.poll(() => inFlight.size === 0 && Date.now() - changedAt >= 500, { timeout: 20_000 }).toBe(true),
  };
}

/**
 * Waits until the app has taken the server's first view over: nothing under #root is inert any more.
 * Clicks wait for that on their own; focus and key presses do not, and reach nothing before it.
 */
export async function untilAppOwnsView(page: Page) {
  await expect(page.locator('#root [inert]')).toHaveCount(0);
}

/**
 * Pages arrive without the answers of their first view (as from a server without the apps' server
 * builds), so the browser asks the API itself: for journeys that make those requests fail.
 */
export async function withoutFirstViewAnswers(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script id="school-query-state"[^>]*>.*?<\/script>/s, '');
      await route.fulfill({ response, body });
    },
  );
}

/** Fails the test on page errors and console errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A visitor's session check answers 401 by contract; the browser logs it, the app handles it.
    if (message.location().url.endsWith('/api/auth/session') && message.text().includes('401')) return;
    // The back office shows a message's HTML in a frame sandboxed without scripts. Playwright reaches into
    // every frame to find elements, and Chromium then reports the blocked attempt
    // whenever Playwright is quicker than the frame's first paint: the sandbox working, not an app error.
    if (message.text().startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed")) return;
    problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/**
 * Answers the first request matching `url` with a server error and lets every later one through.
 * The route stays in place (unlike `{ times: 1 }`, whose removal right after the answer races with
 * the requests the page sends next, such as its error report).
 */
export async function failFirstRequest(page: Page, url: string, status = 500): Promise<void> {
  let failed = false;
  await page.route(url, (route) => {
    if (failed) return route.fallback();
    failed = true;
    return route.fulfill({ status, json: { errors: [] } });
  });
}

/** The time zone the app tells the server after signing in: a signed-in page then arrives with its first view. */
export async function asReturningReader(page: Page) {
  await page.context().addCookies([{ name: 'school-tz', value: 'Europe%2FMoscow', url: test.info().project.use.baseURL! }]);
}
