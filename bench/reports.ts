/**
 * How fast a long report list reads: the demo school in memory, a student with 1,000 reports, then
 *   - the latency of students.getReports (first page, a deep page, one lesson type): p50 / p95;
 *   - the time to show the list's first page in the teacher remote (React in jsdom): from mounting
 *     until 10 report cards are in the document, with the request, and with the data already cached.
 *
 *   pnpm bench:reports            (BENCH_RUNS=300 for more samples)
 *
 * A measurement, not a test: it prints numbers and fails only when something does not work.
 */
import { registerHooks } from 'node:module';
import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/database';
import { migrateToLatest } from '../api/src/db/migrate';
import { DEMO_PASSWORD } from '../api/src/seed/demo-accounts';
import { seedDemoSchool } from '../api/src/seed/demo-school';
import { createFileStorage } from '../api/src/storage';

const STUDENT_ID = 9;
const TEACHER_ID = 4;
const TARGET_REPORTS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 20);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
const ms = (value: number) => `${value.toFixed(1)} мс`;
function line(label: string, samples: number[]) {
  console.log(
    `  ${label.padEnd(44)} p50 ${ms(percentile(samples, 50)).padStart(10)}   p95 ${ms(percentile(samples, 95)).padStart(10)}   (${samples.length} замеров)`,
  );
}

// ---------------------------------------------------------------------------------------------
// The demo school with a student of 1,000 reports.

const started = performance.now();
const now = new Date();
const config = loadConfig({ DATA_DIR: 'memory://', SEED_SCALE: 'full' } as NodeJS.ProcessEnv);
const handle = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(handle.db);
await seedDemoSchool(handle.db, { scale: 'full', now });
const db = handle.db;

const existing = await db
  .selectFrom('reports')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('student_id', '=', STUDENT_ID)
  .executeTakeFirstOrThrow();
const missing = TARGET_REPORTS - Number(existing.n);
await db.transaction().execute(async (trx) => {
  for (let offset = 0; offset < missing; offset += 250) {
    const batch = Array.from({ length: Math.min(250, missing - offset) }, (_, i) => {
      const date = new Date(now.getTime() - (200 + offset + i) * 86_400_000 * 0.7);
      return {
        teacher_id: TEACHER_ID,
        student_id: STUDENT_ID,
        date,
        created_at: new Date(date.getTime() + 3_600_000),
        updated_at: new Date(date.getTime() + 3_600_000),
        full_type_id: (offset + i) % 5 === 0 ? 'skype-25' : 'skype-50',
        status: 'default' as const,
        rate: 650,
        rate_version: 1,
        rate_salary_payment_method_multiplier: 1,
        paid_by_transaction_id: null,
      };
    });
    const ids = await trx.insertInto('reports').values(batch).returning('id').execute();
    await trx
      .insertInto('report_fields')
      .values(
        ids.flatMap(({ id }) => [
          { report_id: id, report_field_type_id: 1, value: 'Present Perfect и жизненный опыт' },
          { report_id: id, report_field_type_id: 2, value: 'Разобрали грамматику на примерах, см. https://learnenglish.britishcouncil.org/grammar' },
          { report_id: id, report_field_type_id: 3, value: 'deadline — крайний срок\nto postpone — откладывать' },
          { report_id: id, report_field_type_id: 4, value: '**Артикли** и порядок слов в вопросах.' },
        ]),
      )
      .execute();
    const groups = await trx
      .insertInto('homework_groups')
      .values(ids.map(({ id }) => ({ report_id: id, index: 0, header: 'Домашнее задание', body: 'До следующего урока.' })))
      .returning('id')
      .execute();
    await trx
      .insertInto('homework_items')
      .values(
        groups.flatMap(({ id }) => [
          { homework_group_id: id, index: 0, header: 'https://school.example/lms/lessons/B1-12', body: 'Повторите теорию.' },
          { homework_group_id: id, index: 1, header: '**Написать** 5 предложений', body: '' },
        ]),
      )
      .execute();
  }
});
const total = await db
  .selectFrom('reports')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('student_id', '=', STUDENT_ID)
  .executeTakeFirstOrThrow();
console.log(`Демо-школа в памяти и ${total.n} отчётов ученика ${STUDENT_ID}: ${ms(performance.now() - started)}`);

const app = createApp({ db, config, storage: createFileStorage(config), now: () => new Date() });
const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'teacher@demo.school', password: DEMO_PASSWORD }),
});
if (login.status !== 200) throw new Error(`Вход не удался: ${login.status}`);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

// ---------------------------------------------------------------------------------------------
// students.getReports

async function timeQuery(input: Record<string, unknown>): Promise<number[]> {
  const path = `/api/data/students.getReports?input=${encodeURIComponent(JSON.stringify(input))}`;
  for (let i = 0; i < 10; i++) await (await app.request(path, { headers: { cookie } })).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const response = await app.request(path, { headers: { cookie } });
    const body = (await response.json()) as { items?: unknown[] };
    samples.push(performance.now() - t0);
    if (response.status !== 200 || !body.items?.length) throw new Error(`students.getReports ответил ${response.status}`);
  }
  return samples;
}

console.log(`\nstudents.getReports, ученик с ${total.n} отчётами, страница по 10 (в процессе, без сети):`);
line('первая страница', await timeQuery({ studentId: STUDENT_ID, page: 1, pageSize: 10 }));
line('50-я страница', await timeQuery({ studentId: STUDENT_ID, page: 50, pageSize: 10 }));
line('первая страница одного типа занятий', await timeQuery({ studentId: STUDENT_ID, page: 1, pageSize: 10, fullTypeId: 'skype-25' }));

// ---------------------------------------------------------------------------------------------
// The list's first page in the teacher remote.

// Style sheets mean nothing here: CSS modules read as empty class maps. The libraries this script
// imports itself are resolved as the teacher remote resolves them, so there is one copy of each.
const teacherEntry = new URL('../mfe-teacher/src/index.ts', import.meta.url).href;
registerHooks({
  resolve: (specifier, context, next) => {
    if (specifier.endsWith('.css')) return { url: 'data:text/javascript,export default {}', shortCircuit: true };
    if (context.parentURL === import.meta.url && /^(react|react-dom|react-router-dom|@tanstack\/react-query)(\/|$)/.test(specifier)) {
      return next(specifier, { ...context, parentURL: teacherEntry });
    }
    return next(specifier, context);
  },
});

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url: 'http://localhost/lms/students/9', pretendToBeVisual: true });
const win = dom.window as unknown as Window & typeof globalThis;
Object.assign(globalThis, {
  window: win,
  document: win.document,
  HTMLElement: win.HTMLElement,
  Element: win.Element,
  Node: win.Node,
  localStorage: win.localStorage,
  getComputedStyle: win.getComputedStyle.bind(win),
  requestAnimationFrame: win.requestAnimationFrame.bind(win),
  cancelAnimationFrame: win.cancelAnimationFrame.bind(win),
});
win.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as never;
// The page's calls go to the same application in process, with the teacher's session.
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input instanceof Request ? input : new URL(String(input), 'http://localhost/'), init);
  const headers = new Headers(request.headers);
  headers.set('cookie', cookie);
  return app.request(new Request(request, { headers }));
}) as typeof fetch;

// React as the built remote runs it: the production build (and JSX compiled to React.createElement here).
process.env.NODE_ENV = 'production';
/** The browser side is loaded at run time only (the API's own types do not reach into the apps). */
const load = (specifier: string): Promise<unknown> => import(specifier);
type ReactLike = { createElement: (type: unknown, props: unknown, ...children: unknown[]) => unknown };
type RootLike = { render: (node: unknown) => void; unmount: () => void };
type QueryClientLike = { setQueryData: (key: readonly unknown[], data: unknown) => void };
const React = (await load('react')) as ReactLike;
Object.assign(globalThis, { React });
const { createRoot } = (await load('react-dom/client')) as { createRoot: (container: Element) => RootLike };
const { QueryClientProvider } = (await load('@tanstack/react-query')) as { QueryClientProvider: unknown };
const { MemoryRouter } = (await load('react-router-dom')) as { MemoryRouter: unknown };
const { createQueryClient, queryKeys } = (await load(new URL('../shared/src/api/index.ts', import.meta.url).href)) as {
  createQueryClient: () => QueryClientLike;
  queryKeys: { session: () => readonly unknown[] };
};
const { StudentReports } = (await load(new URL('../mfe-teacher/src/features/reports/index.ts', import.meta.url).href)) as { StudentReports: unknown };

const session = (await (await app.request('/api/auth/session', { headers: { cookie } })).json()) as { user: unknown };
const student = await (
  await app.request(`/api/data/reports.getStudent?input=${encodeURIComponent(JSON.stringify({ studentId: STUDENT_ID }))}`, { headers: { cookie } })
).json();

function cardsShown(container: Element, count: number): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (container.querySelectorAll('[data-testid="report-card"]').length >= count) return resolve(performance.now() - t0);
      if (performance.now() - t0 > 30_000) return reject(new Error('Карточки отчётов не появились'));
      setImmediate(check);
    };
    check();
  });
}

async function mount(queryClient: QueryClientLike): Promise<number> {
  const container = win.document.createElement('div');
  win.document.body.append(container);
  const root = createRoot(container);
  const t0 = performance.now();
  root.render(
    React.createElement(
      QueryClientProvider,
      { client: queryClient },
      React.createElement(MemoryRouter, null, React.createElement(StudentReports, { student })),
    ),
  );
  await cardsShown(container, 10);
  const elapsed = performance.now() - t0;
  root.unmount();
  container.remove();
  return elapsed;
}

const withRequest: number[] = [];
const cached: number[] = [];
for (let i = 0; i < RENDER_RUNS + 2; i++) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session(), session.user);
  const first = await mount(queryClient);
  const again = await mount(queryClient);
  // The first two rounds warm up the modules and the JIT.
  if (i >= 2) {
    withRequest.push(first);
    cached.push(again);
  }
}
console.log('\nПервая страница списка в кабинете преподавателя (React в jsdom, 10 карточек):');
line('с запросом students.getReports', withRequest);
line('данные уже в кэше (только отрисовка)', cached);

dom.window.close();
await handle.close();
process.exit(0);
