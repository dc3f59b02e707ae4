/**
 * A soak run (not part of pnpm test): many simulated people use the school at once for a long
 * time, and every answer that is not a success is an error (the target is none).
 *
 *   pnpm --filter bench soak                          200 people for 5 minutes on PGlite
 *   SOAK_USERS=50 SOAK_SECONDS=60 pnpm --filter bench soak
 *   DATABASE_URL=postgres://… pnpm --filter bench soak
 *
 * Three in four are teachers: they sign in, open their home, page through a student's reports,
 * open the report area, write reports and correct them; the others are students reading their own
 * reports. Each pauses about SOAK_THINK_MS (1000) between actions, signs out after 5–15 actions
 * and signs in again. Progress every 30 s; at the end each action's count, errors and p50/p95/p99.
 */
import { performance } from 'node:perf_hooks';
import { startSchoolServer, type SchoolPeople } from './school-server';

const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);

const TOPICS = [
  'Present Perfect: опыт и результат',
  'Вопросы с do/does и порядок слов',
  'Фразовые глаголы в деловой переписке',
  'Условные предложения второго типа',
  'Small talk перед совещанием',
  'Артикли с названиями мест',
  'Пассивный залог в инструкциях',
  'Косвенная речь: просьбы и вопросы',
];

interface Stat {
  latencies: number[];
  errors: number;
}
const stats = new Map<string, Stat>();
const errorSamples: string[] = [];
let requests = 0;

function stat(action: string): Stat {
  let s = stats.get(action);
  if (!s) stats.set(action, (s = { latencies: [], errors: 0 }));
  return s;
}

const school = await startSchoolServer();
const base = school.api.url;

/** One request of an action; a non-2xx answer or a network failure counts as an error. */
async function call(action: string, path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}): Promise<Response | null> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const started = performance.now();
  requests++;
  try {
    const response = await fetch(`${base}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
    const body = await response.arrayBuffer();
    stat(action).latencies.push(performance.now() - started);
    if (response.ok) return new Response(body, { status: response.status, headers: response.headers });
    stat(action).errors++;
    if (errorSamples.length < 20) errorSamples.push(`${action}: ${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
  } catch (error) {
    stat(action).errors++;
    if (errorSamples.length < 20) errorSamples.push(`${action}: ${(error as Error).message}`);
  }
  return null;
}

const query = (name: string, input: unknown) => `/api/data/${name}?input=${encodeURIComponent(JSON.stringify(input))}`;
const pause = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const deadline = Date.now() + SECONDS * 1000;

async function signIn(email: string): Promise<string | null> {
  const response = await call('вход', '/api/auth/login', { method: 'POST', json: { email, password: 'demo' } });
  if (!response) return null;
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function reportData(format: string) {
  return {
    fields: { '1': pick(TOPICS) },
    date: new Date(Date.now() - (1 + Math.random() * 48) * 3_600_000).toISOString(),
    fullTypeId: format,
    homeworkGroups: [
      { index: 0, header: 'Домашнее задание', body: 'К следующему уроку', items: [{ index: 0, header: 'Упражнение', body: 'Пять предложений по теме урока' }] },
    ],
    videoFileName: null,
    status: 'default',
  };
}

async function teacher(person: SchoolPeople['teachers'][number]) {
  while (Date.now() < deadline) {
    const cookie = await signIn(person.email);
    if (!cookie) {
      await pause();
      continue;
    }
    await call('сессия', '/api/auth/session', { cookie });
    const written: { id: number; studentId: number }[] = [];
    const actions = 5 + Math.floor(Math.random() * 11);
    for (let i = 0; i < actions && Date.now() < deadline; i++) {
      await pause();
      const student = pick(person.students);
      const roll = Math.random();
      if (roll < 0.15) await call('главная учителя', query('teachers.getHome', {}), { cookie });
      else if (roll < 0.5) await call('отчёты, стр. 1', query('students.getReports', { studentId: student.id, page: 1, pageSize: 10 }), { cookie });
      else if (roll < 0.6) await call('отчёты, стр. 2', query('students.getReports', { studentId: student.id, page: 2, pageSize: 10 }), { cookie });
      else if (roll < 0.75) await call('область отчётов', query('reports.getStudent', { studentId: student.id }), { cookie });
      else if (roll < 0.9 || written.length === 0) {
        const response = await call('новый отчёт', '/api/data/reports.createStudentReport', {
          method: 'POST',
          cookie,
          json: { studentId: student.id, data: reportData(student.format) },
        });
        if (response) written.push({ id: ((await response.json()) as { id: number }).id, studentId: student.id });
      } else {
        const report = pick(written);
        const { fullTypeId: _format, ...data } = reportData('skype-50');
        await call('правка отчёта', '/api/data/reports.updateReport', {
          method: 'POST',
          cookie,
          json: { reportId: report.id, studentId: report.studentId, data },
        });
      }
    }
    await call('выход', '/api/auth/logout', { method: 'POST', cookie });
  }
}

async function learner(person: SchoolPeople['students'][number]) {
  while (Date.now() < deadline) {
    const cookie = await signIn(person.email);
    if (!cookie) {
      await pause();
      continue;
    }
    const actions = 5 + Math.floor(Math.random() * 11);
    for (let i = 0; i < actions && Date.now() < deadline; i++) {
      await pause();
      if (Math.random() < 0.4) await call('сессия', '/api/auth/session', { cookie });
      else
        await call('свои отчёты', query('students.getReportsForStudent', { studentId: person.id, page: 1 + Math.floor(Math.random() * 2), pageSize: 10 }), {
          cookie,
        });
    }
    await call('выход', '/api/auth/logout', { method: 'POST', cookie });
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const errorsNow = () => [...stats.values()].reduce((n, s) => n + s.errors, 0);

console.log(
  `Нагрузка: ${USERS} человек, ${SECONDS} с, пауза ~${THINK_MS} мс; ${school.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}; ` +
    `${school.people.teachers.length} учителей и ${school.people.students.length} учеников в демо-школе`,
);
const started = Date.now();
const progress = setInterval(() => {
  const elapsed = (Date.now() - started) / 1000;
  console.log(`  ${elapsed.toFixed(0).padStart(4)} с: ${requests} запросов (${(requests / elapsed).toFixed(0)}/с), ошибок ${errorsNow()}`);
}, 30_000);

try {
  await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      // Start spread over the first seconds, as people arrive.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(10_000, SECONDS * 200)));
      return i % 4 === 3
        ? learner(school.people.students[i % school.people.students.length]!)
        : teacher(school.people.teachers[i % school.people.teachers.length]!);
    }),
  );
} finally {
  clearInterval(progress);
  await school.close();
}

const elapsed = (Date.now() - started) / 1000;
console.log(`\nИтого за ${elapsed.toFixed(0)} с: ${requests} запросов (${(requests / elapsed).toFixed(0)}/с), ошибок ${errorsNow()}`);
console.log('| действие | запросов | ошибок | p50 мс | p95 мс | p99 мс | max мс |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [action, s] of stats) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(0);
  console.log(
    `| ${action} | ${s.latencies.length} | ${s.errors} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? 0)} |`,
  );
}
if (errorSamples.length > 0) console.log(`\nОшибки (первые ${errorSamples.length}):\n${errorSamples.join('\n')}`);
if (errorsNow() > 0) process.exitCode = 1;
