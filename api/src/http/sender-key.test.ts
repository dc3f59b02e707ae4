import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import { ADDRESS_KEY_LENGTH, addressKey } from './sender-key';

describe('the key a visitor’s address is kept as', () => {
  it('is a keyed hash: the same for one address and one secret, another for another secret, never the address', () => {
    const key = addressKey('secret-a', '203.0.113.7');
    expect(key).toHaveLength(ADDRESS_KEY_LENGTH);
    expect(key).toMatch(/^[\w-]+$/);
    expect(addressKey('secret-a', '203.0.113.7')).toBe(key);
    expect(addressKey('secret-a', '::ffff:203.0.113.7')).toBe(key);
    expect(addressKey('secret-a', '203.0.113.8')).not.toBe(key);
    expect(addressKey('secret-b', '203.0.113.7')).not.toBe(key);
    expect(key).not.toContain('203');
  });

  it('counts an IPv6 address by its /64', () => {
    expect(addressKey('s', '2001:db8:1:2::1')).toBe(addressKey('s', '2001:db8:1:2:ffff::9'));
    expect(addressKey('s', '2001:db8:1:2::1')).not.toBe(addressKey('s', '2001:db8:1:3::1'));
  });
});

describe('no visitor address in the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const ADDRESS = '203.0.113.77';
  const IPV6 = '2001:db8:abcd:12::5';

  /** Every row of every table of the school, as text, that contains `text`. */
  async function rowsContaining(text: string): Promise<string[]> {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
    `.execute(server.db);
    const found: string[] = [];
    for (const { table_name } of tables.rows) {
      const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table_name)} AS t WHERE strpos(t::text, ${text}) > 0`.execute(server.db);
      found.push(...rows.rows.map((r) => `${table_name}: ${r.row}`));
    }
    return found;
  }

  it('rate-limit counters, sign-in limits and the staff sign-in audit keep the address’s key only', async () => {
    for (const remoteAddress of [ADDRESS, IPV6]) {
      // A lead and an analytics batch of a visitor (rate_limits).
      const lead = { name: 'Анна Тестова', phone: '+7 999 123-45-67', ageGroup: 'adult', time: 'evening', contact: '' };
      expect((await server.request('/api/public/leads', { method: 'POST', json: lead, remoteAddress })).status).toBe(201);
      const events = JSON.stringify({ events: [{ type: 'visit', path: '/' }] });
      const beacon = await server.request('/api/public/events', {
        method: 'POST',
        body: events,
        remoteAddress,
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost' },
      });
      expect(beacon.status).toBe(200);
      // A wrong password, then a staff sign-in (login_failures, login_known_addresses, audit_log).
      const login = (password: string) => server.request('/api/auth/login', { method: 'POST', json: { email: 'admin@demo.school', password }, remoteAddress });
      expect((await login('wrong')).status).toBe(401);
      expect((await login('demo')).status).toBe(200);
      // A password reset asked for (a per-address limit of the accounts module).
      const reset = await server.request('/api/auth/password/forgot', { method: 'POST', json: { email: 'student@demo.school' }, remoteAddress });
      expect(reset.status).toBeLessThan(300);
    }
    const kept = await sql<{ n: number }>`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'address:%'`.execute(server.db);
    expect(kept.rows[0]!.n).toBeGreaterThan(0);
    expect(await rowsContaining(ADDRESS)).toEqual([]);
    expect(await rowsContaining('2001:db8:abcd:12')).toEqual([]);
  });
});
