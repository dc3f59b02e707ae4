import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';

/** Headers of every answer: nosniff everywhere; in production a Secure session cookie and HSTS. */
let releases: string;
let server: TestServer;
beforeAll(async () => {
  releases = mkdtempSync(path.join(os.tmpdir(), 'school-headers-'));
  const dir = path.join(releases, 'mfe-teacher', '1.0.0');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'console.log(1);');
  server = await startTestServer({ env: { SERVE_APPS: 'true', RELEASES_DIR: releases } });
});
afterAll(async () => {
  await server.close();
  rmSync(releases, { recursive: true, force: true });
});

describe('every answer', () => {
  it.each(['/api/health', '/api/nope', '/remotes.json', '/remotes/mfe-teacher/1.0.0/remoteEntry.js', '/nope.js', '/api/data/students.getReports?input=%7B'])(
    'says nosniff: %s',
    async (url) => {
      const response = await server.request(url);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // Not production: no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );
});

describe('in production', () => {
  const production = (env: Record<string, string>) => startTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://school.example', ...env } });

  it('the session cookie is Secure and answers carry HSTS by default', async () => {
    const secure = await production({});
    try {
      const login = await secure.request('/api/auth/login', { method: 'POST', json: { email: 'student@demo.school', password: 'demo' } });
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      expect(login.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('neither when told the site is plain HTTP', async () => {
    const plain = await production({ PLAIN_HTTP: 'true' });
    try {
      const login = await plain.request('/api/auth/login', { method: 'POST', json: { email: 'student@demo.school', password: 'demo' } });
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).not.toMatch(/Secure/i);
      expect(login.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
