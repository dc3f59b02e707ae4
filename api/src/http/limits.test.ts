import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, graphqlDocuments } from '@school/shared/contracts';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { allModules } from '../modules';
import type { ApiModule } from '../modules/module';
import { isFilePath } from '../static/serve-apps';
import { createFileStorage } from '../storage';
import { challengeIn, firstError, readJson, startTestServer, type TestServer } from '#test/harness';
import { BODY_LIMITS } from './body-limits';
import { route } from './register';
import { rateLimits } from './rate-limit';

let server: TestServer;
/** Instances of one school share SIGNING_SECRET (a visitor's address is counted by its keyed hash). */
const INSTANCES_SECRET = 'secret-shared-by-every-instance';
let teacher: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNING_SECRET: INSTANCES_SECRET } });
  [teacher, admin] = await server.loginAll('teacher@demo.school', 'admin@demo.school');
});
afterAll(() => server.close());

const errorReport = (context: Record<string, unknown> = {}) => ({ message: 'Ошибка загрузки', status: 500, context, url: '/lms/dashboard' });

describe('request bodies', () => {
  it('refuses a JSON body over its route class with 413 and the limit in words', async () => {
    const body = { firstName: 'Ирина', lastName: 'x'.repeat(BODY_LIMITS.json), phone: '+7 900 123-45-67' };
    const response = await server.request('/api/server/me/personal_data', { method: 'PUT', cookie: teacher, json: body });
    expect(response.status).toBe(413);
    expect(await firstError(response)).toBe('Слишком большой запрос: не больше 64 КБ.');
  });

  it('keeps an anonymous error report small: 16 KB of body, 8,000 characters of context', async () => {
    const huge = await server.request('/api/server/error_reports', { method: 'POST', json: errorReport({ dump: 'x'.repeat(20_000) }) });
    expect(huge.status).toBe(413);
    const large = await server.request('/api/server/error_reports', { method: 'POST', json: errorReport({ dump: 'x'.repeat(9_000) }) });
    expect(large.status).toBe(400);
    expect(await readJson(large)).toEqual({ errors: [{ message: 'Слишком большое значение', field: 'context' }] });
  });

  it('lets a lesson report be larger than other calls, up to 1 MB', async () => {
    const longField = 'Повторили Past Simple. '.repeat(800); // about 18,000 characters, 33 KB
    const data = {
      fields: { '1': longField, '2': longField, '3': longField },
      date: new Date(server.clock.now.getTime() - 3_600_000).toISOString(),
      fullTypeId: 'skype-50',
      homeworkGroups: [],
      videoFileName: null,
      status: 'default',
    };
    const response = await server.mutate('reports.createStudentReport', { studentId: 9, data }, teacher);
    expect(response.status).toBe(200);
  });

  it('refuses a report with more homework than a report holds', async () => {
    const items = Array.from({ length: 50 }, (_, index) => ({ index, header: `Упражнение ${index + 1}`, body: '' }));
    const homeworkGroups = Array.from({ length: 5 }, (_, index) => ({ index, header: 'Домашнее задание', body: '', items }));
    const data = {
      fields: {},
      date: new Date(server.clock.now.getTime() - 3_600_000).toISOString(),
      fullTypeId: 'skype-50',
      homeworkGroups,
      videoFileName: null,
      status: 'default',
    };
    const response = await server.mutate('reports.createStudentReport', { studentId: 9, data }, teacher);
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Не больше 200');
  });

  it('refuses a user variable over 10,000 characters', async () => {
    const response = await server.mutate('users.updateVariables', { variables: [{ key: 'mainWizard', value: 'x'.repeat(10_001) }] }, teacher);
    expect(response.status).toBe(400);
  });
});

describe('invisible characters', () => {
  it('are refused in names, e-mails, leads and dictionary words', async () => {
    const student = await server.login('student2@demo.school');
    const personal = await server.request('/api/server/me/personal_data', {
      method: 'PUT',
      cookie: student,
      json: { firstName: 'Елена\u202e', lastName: 'Васильева', phone: '+7 900 000-00-10' },
    });
    expect(personal.status).toBe(400);
    expect(await firstError(personal)).toBe('Текст содержит недопустимые символы');
    const word = await server.mutate('dictionary.addWord', { studentId: 10, word: 'dead\u200dline', translation: 'срок', example: '' }, student);
    expect(word.status).toBe(400);
    const isolated = await server.mutate('dictionary.addWord', { studentId: 10, word: 'dead\u2066line\u2069', translation: 'срок', example: '' }, student);
    expect(isolated.status).toBe(400);
    const lead = await server.request('/api/public/leads', {
      method: 'POST',
      json: { name: 'Анна\u200b', phone: '+7 999 555-44-33', contact: '', ageGroup: 'adult', time: 'evening' },
    });
    expect(lead.status).toBe(400);
    const login = await server.request('/api/auth/login', { method: 'POST', json: { email: 'student2@demo.school\u200e', password: 'demo' } });
    expect(login.status).toBe(400);
  });
});

describe('dates', () => {
  it('refuses a day that is not in the calendar instead of moving it to March', async () => {
    const report = await server.mutate(
      'reports.createStudentReport',
      {
        studentId: 9,
        data: { fields: {}, date: '2026-02-30T10:00:00.000Z', fullTypeId: 'skype-50', homeworkGroups: [], videoFileName: null, status: 'default' },
      },
      teacher,
    );
    expect(report.status).toBe(400);
    expect(await readJson(report)).toEqual({ errors: [{ message: 'Заполните, пожалуйста, дату и время начала занятия', field: 'data.date' }] });
    const lesson = await server.request('/api/server/students/9/appointments', {
      method: 'POST',
      cookie: teacher,
      json: { date: '2031-04-31T10:00:00+03:00' },
    });
    expect(lesson.status).toBe(400);
    expect(await firstError(lesson)).toBe('Введите дату в формате ДД.ММ.ГГГГ');
  });
});

describe('GraphQL', () => {
  const gql = (query: string, cookie?: string) => server.request('/api/graphql', { method: 'POST', cookie, json: { query } });
  const rate = 'plannedTeacherReportRate(studentId: 9, reportFullTypeId: "skype-50") { rate }';

  it('refuses 200 aliased queries in one request', async () => {
    const aliased = Array.from({ length: 200 }, (_, i) => `r${i}: ${rate}`).join('\n');
    const response = await gql(`{ ${aliased} }`, teacher);
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Запрос содержит больше 10 псевдонимов полей.');
  });

  it('refuses documents that are too deep or ask for too many fields through fragments', async () => {
    const deep = await gql('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }', teacher);
    expect(deep.status).toBe(400);
    expect(await firstError(deep)).toBe('Запрос вложен глубже 6 уровней.');
    // Each fragment doubles the one before: 2^12 spreads of one field.
    const fragments = ['fragment F0 on TeacherLegalOffer { id content }'];
    for (let i = 1; i <= 12; i += 1) fragments.push(`fragment F${i} on TeacherLegalOffer { ...F${i - 1} ...F${i - 1} }`);
    const bomb = await gql(`{ currentTeacherLegalOffer { ...F12 } } ${fragments.join(' ')}`, admin);
    expect(bomb.status).toBe(400);
    expect(await firstError(bomb)).toBe('Запрос содержит больше 150 полей.');
  });

  it('shows the schema to signed-in users only', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const visitor = await gql(introspection);
    expect(visitor.status).toBe(400);
    expect(await firstError(visitor)).toBe('Схема API доступна только после входа.');
    const signedIn = await gql(introspection, teacher);
    expect(signedIn.status).toBe(200);
    expect(await readJson(signedIn)).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('answers a variable of the wrong type 400 with one line in the log, to anyone', async () => {
    const query = graphqlDocuments.plannedTeacherReportRate;
    const logged: unknown[][] = [];
    const original = { error: console.error, warn: console.warn };
    console.error = (...args: unknown[]) => void logged.push(args);
    console.warn = (...args: unknown[]) => void logged.push(args);
    try {
      for (const variables of [
        { studentId: { a: 1 }, reportFullTypeId: 'skype-50' },
        { studentId: true, reportFullTypeId: [1] },
      ]) {
        const response = await server.request('/api/graphql', { method: 'POST', json: { query, variables } });
        expect(response.status).toBe(400);
        const body = await readJson<{ errors: { message: string; extensions?: { code?: string } }[] }>(response);
        expect(body.errors[0]).toMatchObject({ message: 'Некорректное значение переменной $studentId.', extensions: { code: 'BAD_USER_INPUT' } });
        expect(body.errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')).toBe(false);
      }
    } finally {
      Object.assign(console, original);
    }
    // One line per request, no stack trace.
    expect(logged.length).toBeLessThanOrEqual(3);
    for (const line of logged) {
      expect(line).toHaveLength(1);
      expect(String(line[0])).not.toContain('\n');
    }
  });

  it('still runs the school’s own documents', async () => {
    const response = await server.request('/api/graphql', { method: 'POST', cookie: admin, json: { query: graphqlDocuments.currentTeacherLegalOffer } });
    expect(response.status).toBe(200);
  });
});

describe('rate limits of anonymous writes', () => {
  it('counts in the database, so every API instance refuses the same sender', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', SEED_SCALE: 'small', SIGNING_SECRET: INSTANCES_SECRET } as NodeJS.ProcessEnv);
    const second = createApp({ db: server.db, config, storage: createFileStorage(config), now: () => server.clock.now });
    const viaSecond = (init: RequestInit) => Promise.resolve(second.request('/api/server/error_reports', init));
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(errorReport()) };
    const { challengeAfter, limit } = rateLimits.errorReportsPerSender;
    for (let i = 0; i < challengeAfter; i += 1) {
      const response = i % 2 === 0 ? await server.request('/api/server/error_reports', post) : await viaSecond(post);
      expect(response.status).toBe(201);
    }
    // Past its share the sender is asked for a proof on either instance; past its limit refused.
    const asked = await viaSecond(post);
    expect(asked.status).toBe(429);
    expect(await challengeIn(asked)).not.toBeNull();
    for (let i = challengeAfter + 1; i < limit; i += 1) await server.request('/api/server/error_reports', post);
    const refused = await viaSecond(post);
    expect(refused.status).toBe(429);
    expect(await challengeIn(refused)).toBeNull();
    expect(await firstError(refused)).toMatch(/^Слишком много запросов\. Попробуйте через \d+ мин\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A signed-in user is counted apart from the visitors at the same address.
    expect((await server.request('/api/server/error_reports', { ...post, cookie: teacher })).status).toBe(201);
    // The next window starts afresh.
    server.clock.now = new Date(server.clock.now.getTime() + rateLimits.errorReportsPerSender.windowMs);
    expect((await server.request('/api/server/error_reports', post)).status).toBe(201);
  });
});

describe('unexpected errors', () => {
  const failing: ApiModule = {
    name: 'failing',
    routes: [
      route(
        { ...endpoints.programs, path: '/content/failing' },
        async () => {
          throw new Error('relation "secret_table" does not exist at /srv/school/api/src/db.ts:42');
        },
        { public: true },
      ),
    ],
  };

  it('answer a logged 500 with the request id and nothing of the internals', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', SEED_SCALE: 'small' } as NodeJS.ProcessEnv);
    const app = createApp({ db: server.db, config, storage: createFileStorage(config), now: () => server.clock.now }, [...allModules(), failing]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/api/content/failing');
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id')!;
      expect(requestId).toMatch(/^[0-9a-f]{12}$/);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ errors: [{ message: `Что-то пошло не так. Попробуйте позднее. Код ошибки: ${requestId}` }], requestId });
      expect(text).not.toMatch(/secret_table|\/srv\/|Error/);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toContain(`request ${requestId} GET /api/content/failing`);
    } finally {
      logged.mockRestore();
    }
  });

  it('every answer carries its request id', async () => {
    const response = await server.request('/api/content/programs');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('the built apps', () => {
  it('answer 404 for a missing file instead of the page', async () => {
    const apps = await startTestServer({ env: { SERVE_APPS: 'true' } });
    try {
      for (const missing of ['/nope.js', '/static/js/main.0123abcd.js', '/remotes/mfe-teacher/missing-chunk.js', '/favicon-old.png']) {
        expect((await apps.request(missing)).status, missing).toBe(404);
      }
    } finally {
      await apps.close();
    }
  });

  it('tell files from pages by the extension of the last segment', () => {
    expect(isFilePath('/nope.js')).toBe(true);
    expect(isFilePath('/lms/static/app.3f2a9c1e.css')).toBe(true);
    expect(isFilePath('/lms/students/9')).toBe(false);
    expect(isFilePath('/lms/lessons/B1-12')).toBe(false);
    expect(isFilePath('/index.html')).toBe(false);
    expect(isFilePath('/')).toBe(false);
  });
});
