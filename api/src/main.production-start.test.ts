import { describe, expect, it } from 'vitest';
import { startApiProcess } from '#test/api-process';

/**
 * What a production start (NODE_ENV=production, src/main.ts as deployed) refuses: the sandbox payment
 * provider, on whose page anyone approves their own order, unless DEMO_IN_PRODUCTION says the site is
 * a public demo; and a start without PUBLIC_URL, whose payment links would follow the request's host.
 */
const production = { NODE_ENV: 'production', DATA_DIR: 'memory://', SEED_DEMO: 'false', MAIL_OUTBOX_ONLY: 'true' };
const yookassa = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'test_secret', YOOKASSA_API_URL: 'http://127.0.0.1:9' };

describe('a production start', { timeout: 180_000 }, () => {
  it('refuses the sandbox provider, named or by default', async () => {
    await expect(startApiProcess({ ...production, PUBLIC_URL: 'https://school.example' })).rejects.toThrow(/PAYMENT_PROVIDER=sandbox при NODE_ENV=production/);
    await expect(startApiProcess({ ...production, PUBLIC_URL: 'https://school.example', PAYMENT_PROVIDER: 'sandbox' })).rejects.toThrow(
      /PAYMENT_PROVIDER=sandbox при NODE_ENV=production/,
    );
  });

  it('refuses to start without PUBLIC_URL, with a real provider and in a public demo alike', async () => {
    await expect(startApiProcess({ ...production, ...yookassa })).rejects.toThrow(/PUBLIC_URL не задан при NODE_ENV=production/);
    await expect(startApiProcess({ ...production, DEMO_IN_PRODUCTION: 'true' })).rejects.toThrow(/PUBLIC_URL не задан при NODE_ENV=production/);
  });

  it('starts with a real provider and PUBLIC_URL, sending HSTS and nosniff', async () => {
    const api = await startApiProcess({ ...production, ...yookassa, PUBLIC_URL: 'https://school.example' });
    try {
      const health = await fetch(`${api.url}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await api.stop();
    }
  });

  it('starts with the sandbox in a public demo (DEMO_IN_PRODUCTION=true)', async () => {
    const api = await startApiProcess({ ...production, DEMO_IN_PRODUCTION: 'true', PUBLIC_URL: 'http://localhost:8200', PLAIN_HTTP: 'true' });
    try {
      const health = await fetch(`${api.url}/api/health`);
      expect(health.status).toBe(200);
      // Told the site is plain HTTP: no HSTS.
      expect(health.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await api.stop();
    }
  });
});
