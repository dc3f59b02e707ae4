import { devices, expect, test, type Page } from '@playwright/test';
import { asReturningReader, requestsInFlight, signIn, signInByApi, untilAppOwnsView, watchConsole } from './helpers';
import { observeLayoutShifts, settledLayoutShifts } from './layout-shifts';
import { studentTabs } from './teacher-helpers';

// How the first page is delivered (not how fast: timings are measured by `pnpm bench:web`).

/** Every URL the page requests, from the start. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/**
 * Opens `path` with the app's startup held back, marks the element `testId` of the server's view, then
 * lets the app start: answers whether the app kept that very element (it took the view over as it is)
 * and what the app said about a view it could not take over.
 */
async function openAndTakeOver(page: Page, path: string, testId: string): Promise<{ kept: boolean; warnings: string[] }> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('first view')) warnings.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/startup\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const marked = page.locator('#root > [inert]').getByTestId(testId).first();
  await expect(marked).toBeVisible();
  await marked.evaluate((element) => element.setAttribute('data-from-server', ''));
  release();
  await untilAppOwnsView(page);
  await expect(page.getByTestId(testId).first()).toBeVisible();
  const kept = (await page.getByTestId(testId).first().getAttribute('data-from-server')) !== null;
  await page.unroute(/\/startup\.[0-9a-f]{8}\.js$/);
  return { kept, warnings };
}

/** Apollo and graphql travel in their own chunk, graphql.<hash>.js (tooling/webpack/create-config.cjs). */
const GRAPHQL_CHUNK = /\/graphql\.[0-9a-f]{8}\.js$/;

test('the sign-in page loads no GraphQL code; a page that uses GraphQL does', async ({ page }) => {
  const problems = watchConsole(page);
  const urls = recordRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The host's startup files, and nothing of GraphQL.
  expect(urls.filter((url) => /\/startup\.[0-9a-f]{8}\.js$/.test(url))).toHaveLength(1);
  expect(urls.filter((url) => GRAPHQL_CHUNK.test(url) || url === '/api/graphql')).toEqual([]);
  // The page starts with its session and its files: no request for the session, no remote entry.
  expect(urls.filter((url) => url === '/api/auth/session' || url.includes('remoteEntry'))).toEqual([]);

  // A new teacher signs in and is held on the offer page, which reads its offers over GraphQL.
  await signIn(page, 'newteacher@demo.school');
  await expect(page.getByTestId('legal-offer')).toHaveCount(1);
  expect(urls.filter((url) => GRAPHQL_CHUNK.test(url))).toHaveLength(1);
  expect(urls).toContain('/api/graphql');
  expect(problems).toEqual([]);
});

test('a signed-in page opens without GraphQL code and without asking for its session', async ({ page }) => {
  const urls = recordRequests(page);
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/dashboard');
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mfe_commerce/DashboardPage');
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => GRAPHQL_CHUNK.test(url) || url === '/api/graphql' || url === '/api/auth/session')).toEqual([]);
});

test("pages that show lesson times open without Intl's date formats, whose first use costs a phone a long task", async ({ page }) => {
  // Counts every date format made on the page (the browser has Temporal, as current Chromium does).
  await page.addInitScript(() => {
    const Original = Intl.DateTimeFormat;
    const counted = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      (window as unknown as { dateFormatsMade: number }).dateFormatsMade += 1;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Object.assign(counted, Original);
    (window as unknown as { dateFormatsMade: number }).dateFormatsMade = 0;
    Intl.DateTimeFormat = counted;
  });
  const made = () => page.evaluate(() => (window as unknown as { dateFormatsMade: number }).dateFormatsMade);
  const requests = requestsInFlight(page);

  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/dashboard');
  await expect(page.getByTestId('my-next-lesson-when')).toHaveText(/сегодня|завтра|через|,/);
  await requests.settled();
  expect(await made()).toBe(0);
  await page.goto('/lms/students/9');
  await expect(page.getByTestId('own-next-lesson')).toBeVisible();
  await requests.settled();
  expect(await made()).toBe(0);

  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/students/9');
  await expect(page.getByTestId('student-profile')).toBeVisible();
  await requests.settled();
  expect(await made()).toBe(0);
});

test('a page arrives with its first view: it shows before any script has run, and the app takes it over', async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await expect(page.getByText('student@demo.school', { exact: true })).toBeVisible();
  // Nothing can be typed into it before the app takes it over (hydration attaches its handlers).
  await expect(page.locator('#root > [inert]')).toContainText('Вход в личный кабинет');

  // A teacher's student page, with the student's own data, rendered with the teacher's own requests
  // (in the teacher's time zone, which the app told the server when the teacher signed in).
  await page.unroute(/\.js(\?|$)/);
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/lms/students/9');
  await expect(page.getByTestId('student-profile')).toBeVisible();
  await expect(page.getByText('Работаю аналитиком, хочу свободно общаться с зарубежными коллегами.')).toBeVisible();
  // The layout's part from the teacher remote too: the sidebar lists the teacher's students.
  await expect(page.getByTestId('teacher-sidebar-lists').getByRole('link', { name: /Дмитрий Учеников/ })).toBeVisible();

  // With its scripts the page is the app's: the view's answers are not asked for again.
  await page.unroute(/\.js(\?|$)/);
  const problems = watchConsole(page);
  const urls = recordRequests(page);
  await page.reload();
  await expect(page.getByTestId('learner-portrait')).toBeVisible();
  await untilAppOwnsView(page);
  expect(urls.filter((url) => /^\/api\/students\/9$/.test(url))).toEqual([]);
  await studentTabs(page).getByRole('link', { name: 'Программа' }).click();
  await expect(page.getByTestId('program-progress')).toContainText('B1 — Говорим без барьеров');
  expect(problems).toEqual([]);
});

test("a first view is drawn a frame after the page's first, empty frame, and without any script", async ({ page }) => {
  // How the server's view is displayed frame by frame, from the first frame on (before any of the page's
  // scripts; theirs are refused here, so the view stays the server's).
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { viewFrames: string[] }).viewFrames = frames;
    const record = () => {
      const view = document.querySelector('#root > [inert]');
      frames.push(view ? getComputedStyle(view).display : 'not yet parsed');
      if (frames.length < 120) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await signInByApi(page, 'student@demo.school');
  await asReturningReader(page);
  await page.goto('/lms/dashboard');
  await expect(page.locator('#root > [inert]').getByTestId('my-lessons')).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { viewFrames: string[] }).viewFrames);
  const parsed = frames.filter((display) => display !== 'not yet parsed');
  // The first frame that has the view has it hidden (a cheap frame: nothing to lay out), the later ones show it.
  expect(parsed[0]).toBe('none');
  expect(parsed).toContain('contents');
  expect(parsed.slice(parsed.indexOf('contents'))).not.toContain('none');
});

test('the app takes a first view over as it is: the same elements, which then answer', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'student@demo.school');
  await asReturningReader(page);
  // A lesson: the theory the server rendered is the element the app shows, not a copy built again.
  const lesson = await openAndTakeOver(page, '/lms/lessons/B1-1', 'lesson-theory');
  expect(lesson).toEqual({ kept: true, warnings: [] });
  // The taken-over view answers: the main menu leads on within the app, without loading a page.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Мои уроки' }).click();
  await expect(page).toHaveURL(/\/lms\/students\/9$/);
  expect(documents).toEqual([]);

  // A teacher's student page, its sidebar from the teacher remote included: nothing of it rendered again.
  await signInByApi(page, 'teacher@demo.school');
  await asReturningReader(page);
  const student = await openAndTakeOver(page, '/lms/students/9', 'student-profile');
  expect(student).toEqual({ kept: true, warnings: [] });
  const sidebar = await openAndTakeOver(page, '/lms/students/9', 'teacher-sidebar-lists');
  expect(sidebar).toEqual({ kept: true, warnings: [] });
  expect(problems).toEqual([]);
});

test("a part of the first view whose code comes later takes input only once it is the app's", async ({ page }) => {
  const problems = watchConsole(page);
  // The scripts the page names itself come at once; any other (the account pages' own file, loaded
  // lazily) two seconds late: the app commits the page first, and that part is still the server's HTML.
  const named = new Set(
    [...(await (await page.request.get('/forgot-password')).text()).matchAll(/(?:src|href)=["']?(\/[^"' >]+\.js)/g)].map((match) => match[1]),
  );
  await page.route(/\.js$/, async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fallback();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  // At once, as a quick reader would: the form waits for the app instead of being sent by the browser.
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('Если nobody@example.com зарегистрирован в школе');
  expect(documents).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a first view shows only what the user may see', async ({ page }) => {
  // Another teacher's student: the page is sent without a first view, and the browser shows the refusal.
  await signInByApi(page, 'teacher@demo.school');
  await asReturningReader(page);
  const refused = await (await page.request.get('/lms/students/13')).text();
  expect(refused).not.toContain('Новичков');
  expect(refused).not.toContain('school-query-state');
  const own = await (await page.request.get('/lms/students/9')).text();
  expect(own).toContain('Работаю аналитиком');
  // A visitor is never sent a signed-in view.
  await page.context().clearCookies();
  const visitor = await (await page.request.get('/lms/students/9')).text();
  expect(visitor).not.toContain('Работаю аналитиком');
});

for (const [device, viewport] of [
  ['a desktop', { width: 1366, height: 900 }],
  ['a phone', { width: 412, height: 823 }],
] as const) {
  test(`the student page does not jump while it loads, on ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await observeLayoutShifts(page);
    await signInByApi(page, 'teacher@demo.school');
    // The page arrives with its first view, which the app takes over.
    await asReturningReader(page);
    await page.goto('/lms/students/9');
    await untilAppOwnsView(page);
    await expect(page.getByTestId('student-profile')).toBeVisible();
    await expect(page.getByTestId('learner-portrait')).toBeVisible();
    const { cls, shifts } = await settledLayoutShifts(page);
    expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
  });
}

test('a lesson page rendered in the browser does not jump while its level loads, on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await observeLayoutShifts(page);
  // Signed in through the API alone, the browser has not told the server its time zone yet: the page
  // comes without a first view and the app renders it, asking for the lesson's files.
  await signInByApi(page, 'student@demo.school');
  // The level's file (B1's lessons, a content file of the learner remote) arrives late, as on a slow
  // network: the sidebar's levels below B1 stay where they are when its list of lessons shows.
  let delayed = 0;
  await page.route(/\/content\/catalogue\/B1\.[0-9a-f]{8}\.json$/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });
  await page.goto('/lms/lessons/B1-1');
  await expect(page.getByTestId('lesson-page')).toBeVisible();
  await expect(page.getByTestId('library-sidebar').locator('[data-current="true"]').first()).toBeVisible();
  const { cls, shifts } = await settledLayoutShifts(page);
  expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBe(0);
  expect(delayed, 'the level file was held back').toBe(1);
});

test('a lesson opened from the address bar arrives with its text, and the app takes it over without asking for its files', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, 'student@demo.school');
  await asReturningReader(page);
  // Before any script has run: the lesson's theory is in the page.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/lms/lessons/B1-1');
  await expect(page.locator('#root > [inert]').getByTestId('lesson-theory')).toContainText('Хорошая история держится на трёх прошедших временах.');

  // With its scripts the page is the app's: the lesson's and the level's files came with the view.
  await page.unroute(/\.js(\?|$)/);
  await observeLayoutShifts(page);
  const problems = watchConsole(page);
  const urls = recordRequests(page);
  await page.reload();
  await expect(page.getByTestId('lesson-theory')).toContainText('Хорошая история держится на трёх прошедших временах.');
  await untilAppOwnsView(page);
  // The lesson does not move when the app takes the view over.
  const { cls, shifts } = await settledLayoutShifts(page);
  expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
  expect(
    shifts.flatMap((shift) => shift.sources).filter((source) => !/^\w+\.host_/.test(source)),
    "only the host's layout may move",
  ).toEqual([]);
  expect(urls.filter((url) => /\/content\/(lessons\/B1\/B1-1|catalogue\/B1)\.[0-9a-f]{8}\.json$/.test(url))).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  const phone = devices['Pixel 5'];
  test.use({ viewport: phone.viewport, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: true, hasTouch: true });

  test("a lesson arrives laid out as a phone's: its list of lessons folded, its text on the first screen, where the app keeps it", async ({ page }) => {
    await signInByApi(page, 'student@demo.school');
    await asReturningReader(page);
    // Before any script has run: the server laid the view out for the phone the request came from.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/lms/lessons/B1-1');
    const view = page.locator('#root > [inert]');
    await expect(view.getByRole('button', { name: 'Показать список уроков' })).toBeVisible();
    await expect(view.getByTestId('library-sidebar')).toBeHidden();
    const theory = page.getByText('Хорошая история держится на трёх прошедших временах.');
    await expect(theory).toBeInViewport();
    const before = (await theory.boundingBox())!.y;

    // With its scripts the app takes the view over as it is, laid out for the same screen: the text stays.
    await page.unroute(/\.js(\?|$)/);
    await observeLayoutShifts(page);
    expect(await openAndTakeOver(page, '/lms/lessons/B1-1', 'lesson-theory')).toEqual({ kept: true, warnings: [] });
    await expect(page.getByRole('button', { name: 'Показать список уроков' })).toBeVisible();
    await expect(page.getByTestId('library-sidebar')).toBeHidden();
    await expect(theory).toBeInViewport();
    expect(Math.abs((await theory.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
    const { cls, shifts } = await settledLayoutShifts(page);
    expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
  });
});
