import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientAddress, forwardedOrigin, normalizeAddress, parseTrustedProxies, senderAddressKey } from './client-address';
import type { AppDeps, AppEnv } from './context';
import { HttpError } from './errors';
import { originCheck } from './origin';

/** A tiny app that answers who it thinks the client is, behind the given proxies. */
function appBehind(trustedProxies: string) {
  const config = loadConfig({ DATA_DIR: 'memory://', TRUSTED_PROXIES: trustedProxies } as NodeJS.ProcessEnv);
  const app = new Hono<AppEnv>();
  app.onError((error, c) => c.json({}, error instanceof HttpError ? error.status : 500));
  app.use('*', async (c, next) => {
    c.set('deps', { config } as AppDeps);
    await next();
  });
  app.get('/who', (c) => c.json({ client: clientAddress(c), origin: forwardedOrigin(c) }));
  app.post('/write', originCheck, (c) => c.json({ ok: true }));
  return async (peer: string, headers: Record<string, string> = {}, method = 'GET') => {
    const env = { incoming: { socket: { remoteAddress: peer } } };
    const response = await app.request(method === 'GET' ? '/who' : '/write', { method, headers }, env);
    return method === 'GET' ? ((await response.json()) as { client: string; origin: string | null }) : response.status;
  };
}

describe('trusted proxies', () => {
  it('read addresses and CIDR ranges of both families', () => {
    const proxies = parseTrustedProxies(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::1']);
    expect(proxies.has('10.20.30.40')).toBe(true);
    expect(proxies.has('::ffff:10.1.1.1')).toBe(true);
    expect(proxies.has('192.0.2.7')).toBe(true);
    expect(proxies.has('192.0.2.8')).toBe(false);
    expect(proxies.has('2001:db8:1::5')).toBe(true);
    expect(proxies.has('::1')).toBe(true);
    expect(proxies.has('local')).toBe(false);
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('refuse to start with an entry that is not an address', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', TRUSTED_PROXIES: '10.0.0.0/8, proxy.local' } as NodeJS.ProcessEnv)).toThrow(/proxy\.local/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', TRUSTED_PROXIES: '10.0.0.0/33' } as NodeJS.ProcessEnv)).toThrow(/10\.0\.0\.0\/33/);
  });

  it('take the client from X-Forwarded-For only when the peer is a trusted proxy', async () => {
    const who = appBehind('10.0.0.0/8');
    expect(await who('10.0.0.2', { 'X-Forwarded-For': '203.0.113.9' })).toMatchObject({ client: '203.0.113.9' });
    // Two trusted hops: the first address no trusted proxy added is the client; a forged left part is ignored.
    expect(await who('10.0.0.2', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9, 10.0.0.3' })).toMatchObject({ client: '203.0.113.9' });
    // Garbage in the chain: the last proxy that is known.
    expect(await who('10.0.0.2', { 'X-Forwarded-For': 'not-an-ip, 10.0.0.3' })).toMatchObject({ client: '10.0.0.3' });
    expect(await who('10.0.0.2')).toMatchObject({ client: '10.0.0.2' });
    expect(await who('203.0.113.50', { 'X-Forwarded-For': '198.51.100.1' })).toMatchObject({ client: '203.0.113.50' });
    expect(await appBehind('')('::ffff:10.0.0.2', { 'X-Forwarded-For': '198.51.100.1' })).toMatchObject({ client: '10.0.0.2' });
  });

  it('accept the forwarded origin for mutating requests only from a trusted proxy', async () => {
    const call = appBehind('10.0.0.0/8');
    const forwarded = { Origin: 'https://school.example', 'X-Forwarded-Host': 'school.example', 'X-Forwarded-Proto': 'https' };
    expect(await call('10.0.0.2', forwarded)).toMatchObject({ origin: 'https://school.example' });
    expect(await call('10.0.0.2', forwarded, 'POST')).toBe(200);
    expect(await call('203.0.113.9', forwarded, 'POST')).toBe(403);
    expect(await call('203.0.113.9', forwarded)).toMatchObject({ origin: null });
    expect(await call('10.0.0.2', { ...forwarded, 'X-Forwarded-Proto': 'javascript' }, 'POST')).toBe(403);
  });
});

describe('the sender a limit counts', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64', () => {
    expect(senderAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(senderAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(senderAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(senderAddressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(senderAddressKey('2001:0db8:0001:0002:0:0:0:ffff')).toBe('2001:db8:1:2::/64');
    expect(senderAddressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(senderAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(senderAddressKey('local')).toBe('local');
  });
});
