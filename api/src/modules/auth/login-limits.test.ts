import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createFileStorage } from '../../storage';
import { challengeIn, firstError, startTestServer, withProof, type TestServer } from '#test/harness';

let server: TestServer;
/** Instances of one school share SIGNING_SECRET (addresses are counted by their keyed hash). */
const INSTANCES_SECRET = 'secret-shared-by-every-instance';
beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXIES: '10.0.0.0/8', SIGNING_SECRET: INSTANCES_SECRET } });
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

  it('slow down guesses from many addresses for new places: a new place proves a person is there, a guessing one waits', async () => {
    expect((await login('teen@demo.school', 'demo', HOME)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('teen@demo.school', 'guess', `203.0.113.${i + 1}`)).status).toBe(401);
    // A new place with no failures of its own is asked for a proof, not refused; with it, the right password gets in.
    const elsewhere = await login('teen@demo.school', 'demo', '203.0.113.200');
    expect(elsewhere.status).toBe(429);
    expect(await challengeIn(elsewhere)).not.toBeNull();
    expect((await withProof((headers) => login('teen@demo.school', 'demo', '203.0.113.200', headers))).status).toBe(200);
    expect((await login('teen@demo.school', 'demo', HOME)).status).toBe(200);
    // A place that guessed waits for the back-off, proof or not.
    const guesser = await withProof((headers) => login('teen@demo.school', 'demo', '203.0.113.3', headers));
    expect(guesser.status).toBe(429);
    expect(await challengeIn(guesser)).toBeNull();
    expect(await firstError(guesser)).toMatch(/Попробуйте через \d+ мин\./);
    // A new place's wrong guess, even proven, counts: the next try from there waits.
    expect((await withProof((headers) => login('teen@demo.school', 'guess', '203.0.113.201', headers))).status).toBe(401);
    expect(await challengeIn(await login('teen@demo.school', 'demo', '203.0.113.201'))).toBeNull();
  });

  it('let the owner in from a new place after 12 failures from 3 addresses, with a proof', async () => {
    expect((await login('student2@demo.school', 'demo', HOME)).status).toBe(200);
    for (let i = 0; i < 12; i++) expect([401, 429]).toContain((await login('student2@demo.school', 'guess', `203.0.113.${100 + (i % 3)}`)).status);
    const phone = '198.51.100.77';
    expect((await withProof((headers) => login('student2@demo.school', 'demo', phone, headers))).status).toBe(200);
  });

  it('let a colleague behind the same office address in after 30 failures there for other e-mails, with a proof', async () => {
    const office = '192.0.2.150';
    for (let i = 0; i < 30; i++) expect((await login(`nobody${i}@demo.school`, 'guess', office)).status).toBe(401);
    const refusedBefore = await login('nodata@demo.school', 'demo', office);
    expect(refusedBefore.status).toBe(429);
    expect(await challengeIn(refusedBefore)).not.toBeNull();
    expect((await withProof((headers) => login('nodata@demo.school', 'demo', office, headers))).status).toBe(200);
    // A wrong password from there still counts, and a sweep over more e-mails keeps being asked for proofs.
    expect(await challengeIn(await login('nobody99@demo.school', 'guess', office))).not.toBeNull();
  });

  it('count an IPv6 address by its /64', async () => {
    for (let i = 0; i < 5; i++) expect((await login('signup@demo.school', 'guess', `2001:db8:5:5::${i + 1}`)).status).toBe(401);
    const sameNetwork = await withProof((headers) => login('signup@demo.school', 'demo', '2001:db8:5:5::99', headers));
    expect(sameNetwork.status).toBe(429);
    expect(await firstError(sameNetwork)).toMatch(/Слишком много неудачных попыток входа/);
  });

  it('count parallel guesses before checking them, so no burst gets past the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('kid@demo.school', 'guess', ATTACKER)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('hold for another instance on the same database, as after a restart', async () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      SEED_SCALE: 'small',
      TRUSTED_PROXIES: '10.0.0.0/8',
      SIGNING_SECRET: INSTANCES_SECRET,
    } as NodeJS.ProcessEnv);
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
