import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionStartProblem } from '../../config';
import { rateLimits } from '../../http/rate-limit';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settings = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Михаил',
  lastName: 'Кузнецов',
  phone: '+7 900 000-00-11',
  email,
  skype: '',
  ...extra,
});

describe('changing the e-mail in the settings', () => {
  const put = (cookie: string, body: unknown) => server.request('/api/server/me/settings', { method: 'PUT', cookie, json: body });

  it('needs the current password, so a session alone cannot ask which addresses are taken', async () => {
    const cookie = await server.login('kid@demo.school');
    const noPassword = await put(cookie, settings('admin@demo.school'));
    expect(noPassword.status).toBe(400);
    expect(await readJson(noPassword)).toEqual({ errors: [{ message: 'Введите текущий пароль, чтобы сменить e-mail', field: 'currentPassword' }] });
    const wrongPassword = await put(cookie, settings('admin@demo.school', { currentPassword: 'guess' }));
    expect(wrongPassword.status).toBe(400);
    expect(await firstError(wrongPassword)).toBe('Текущий пароль указан неверно');
    const owner = await put(cookie, settings('admin@demo.school', { currentPassword: 'demo' }));
    expect(owner.status).toBe(409);
  });

  it('saves the other fields without the password while the e-mail stays', async () => {
    const cookie = await server.login('teen@demo.school');
    const response = await put(cookie, { ...settings('teen@demo.school'), skype: '@sonya' });
    expect(response.status).toBe(200);
  });

  it('asks a free address to be confirmed, with the password (the link is in accounts.test.ts)', async () => {
    const cookie = await server.login('signup@demo.school');
    const response = await put(cookie, settings('new-address@demo.school', { currentPassword: 'demo' }));
    expect(response.status).toBe(200);
    const { user } = await readJson<{ user: { email: string; pendingEmail: string | null } }>(response);
    expect(user).toMatchObject({ email: 'signup@demo.school', pendingEmail: 'new-address@demo.school' });
  });

  it('allows a few attempts an hour', async () => {
    const cookie = await server.login('nodata@demo.school');
    const attempt = () => put(cookie, settings('admin@demo.school', { currentPassword: 'demo' }));
    for (let i = 0; i < rateLimits.emailChanges.limit; i += 1) expect((await attempt()).status).toBe(409);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describe('demo accounts', () => {
  it('are listed only when SHOW_DEMO_ACCOUNTS is on, whatever SEED_DEMO says', async () => {
    const listed = await readJson<{ enabled: boolean; accounts: unknown[] }>(await server.request('/api/auth/demo-accounts'));
    expect(listed.enabled).toBe(true);
    expect(listed.accounts.length).toBeGreaterThan(5);

    const hidden = await startTestServer({ env: { SEED_DEMO: 'true', SHOW_DEMO_ACCOUNTS: 'false' } });
    try {
      expect(await readJson(await hidden.request('/api/auth/demo-accounts'))).toEqual({ enabled: false, password: '', accounts: [] });
    } finally {
      await hidden.close();
    }
  });

  it('are neither loaded nor listed by a production start unless it is a demo', () => {
    const real = {
      PUBLIC_URL: 'https://school.example',
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'test',
      MAIL_OUTBOX_ONLY: 'true',
    };
    const production = (env: Record<string, string>) => loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production', ...real, ...env } as NodeJS.ProcessEnv);
    const plain = production({});
    expect({ seedDemo: plain.seedDemo, showDemoAccounts: plain.showDemoAccounts }).toEqual({ seedDemo: false, showDemoAccounts: false });
    expect(productionStartProblem(plain)).toBeNull();
    expect(productionStartProblem(production({ SHOW_DEMO_ACCOUNTS: 'true' }))).toMatch(/^SHOW_DEMO_ACCOUNTS включён при NODE_ENV=production/);
    expect(productionStartProblem(production({ SEED_DEMO: 'true' }))).toMatch(/^SEED_DEMO включён при NODE_ENV=production/);
    expect(productionStartProblem(production({ SEED_DEMO: 'true', SHOW_DEMO_ACCOUNTS: 'true', DEMO_IN_PRODUCTION: 'true' }))).toBeNull();
    // The sandbox payment provider and a missing PUBLIC_URL (also told by a real start: main.production-start.test.ts).
    expect(productionStartProblem(production({ PAYMENT_PROVIDER: 'sandbox' }))).toMatch(/^PAYMENT_PROVIDER=sandbox при NODE_ENV=production/);
    expect(productionStartProblem(production({ PAYMENT_PROVIDER: 'sandbox', DEMO_IN_PRODUCTION: 'true' }))).toBeNull();
    expect(productionStartProblem(production({ PUBLIC_URL: '' }))).toMatch(/^PUBLIC_URL не задан при NODE_ENV=production/);
    expect(() => production({ PUBLIC_URL: 'school.example' })).toThrow(/PUBLIC_URL/);

    const development = loadConfig({ DATA_DIR: 'memory://' } as NodeJS.ProcessEnv);
    expect({ seedDemo: development.seedDemo, showDemoAccounts: development.showDemoAccounts }).toEqual({ seedDemo: true, showDemoAccounts: true });
    expect(productionStartProblem(development)).toBeNull();
  });
});
