import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createFileStorage } from '../../storage';
import { firstError, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
});
afterAll(() => server.close());

const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.request('/api/auth/login', { method: 'POST', json: { email, password }, remoteAddress, headers });

const ATTACKER = '203.0.113.66';
const HOME = '198.51.100.7';

describe('sign-in limits kept in the database', () => {
  it('lock out the guessing address, not the owner at their usual place', async () => {
    expect((await login('student@demo.school', 'demo', HOME)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('student@demo.school', 'guess', ATTACKER)).status).toBe(401);
    const refused = await login('student@demo.school', 'demo', ATTACKER);
    expect(refused.status).toBe(429);
    expect(await firstError(refused)).toBe('Слишком много неудачных попыток входа. Попробуйте через 15 мин.');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect((await login('student@demo.school', 'demo', HOME)).status).toBe(200);
    // Five failures are no reason to slow down a new place of the owner either.
    expect((await login('student@demo.school', 'demo', '192.0.2.1')).status).toBe(200);
  });

  it('slow down guesses from many addresses for new places only', async () => {
    expect((await login('teen@demo.school', 'demo', HOME)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('teen@demo.school', 'guess', `203.0.113.${i + 1}`)).status).toBe(401);
    const elsewhere = await login('teen@demo.school', 'demo', '203.0.113.200');
    expect(elsewhere.status).toBe(429);
    expect(await firstError(elsewhere)).toMatch(/Попробуйте через 1 мин\./);
    expect((await login('teen@demo.school', 'demo', HOME)).status).toBe(200);
    // A minute later the next new place may try once more.
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    expect((await login('teen@demo.school', 'guess', '203.0.113.201')).status).toBe(401);
    expect((await login('teen@demo.school', 'demo', '203.0.113.202')).status).toBe(429);
  });

  it('count parallel guesses before checking them, so no burst gets past the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('kid@demo.school', 'guess', ATTACKER)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('hold for another instance on the same database, as after a restart', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', SEED_SCALE: 'small', TRUSTED_PROXIES: '10.0.0.0/8' } as NodeJS.ProcessEnv);
    const other = createApp({ db: server.db, config, storage: createFileStorage(config), now: () => server.clock.now });
    const env = { incoming: { socket: { remoteAddress: ATTACKER, remotePort: 50000, remoteFamily: 'IPv4' } } };
    const response = await other.request(
      '/api/auth/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'kid@demo.school', password: 'demo' }) },
      env,
    );
    expect(response.status).toBe(429);
  });

  it('read the client behind a trusted proxy from X-Forwarded-For', async () => {
    const viaProxy = (client: string, password: string) => login('seller@demo.school', password, '10.1.2.3', { 'X-Forwarded-For': client });
    for (let i = 0; i < 5; i++) expect((await viaProxy(ATTACKER, 'guess')).status).toBe(401);
    expect((await viaProxy(ATTACKER, 'demo')).status).toBe(429);
    // Another client of the same proxy is another address.
    expect((await viaProxy(HOME, 'demo')).status).toBe(200);
    // A forged entry on the left does not hide the address the proxy saw.
    expect((await viaProxy(`${HOME}, ${ATTACKER}`, 'demo')).status).toBe(429);
  });

  it('ignore X-Forwarded-For from anyone but a trusted proxy', async () => {
    const direct = (forged: string, password: string) => login('apprentice@demo.school', password, ATTACKER, { 'X-Forwarded-For': forged });
    for (let i = 0; i < 5; i++) expect((await direct(`192.0.2.${i + 10}`, 'guess')).status).toBe(401);
    expect((await direct('192.0.2.99', 'demo')).status).toBe(429);
  });
});
