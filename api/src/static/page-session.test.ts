import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/** The page of a built host (a minimal one, in a folder of the test's own). */
let hostDir: string;
let server: TestServer;

beforeAll(async () => {
  hostDir = mkdtempSync(path.join(os.tmpdir(), 'school-host-'));
  writeFileSync(path.join(hostDir, 'index.html'), '<!doctype html><html><head><title>Школа</title></head><body><div id="root"></div></body></html>');
  server = await startTestServer({ env: { SERVE_APPS: 'true', HOST_DIR: hostDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(hostDir, { recursive: true, force: true });
});

function sessionBlock(html: string): unknown {
  const match = /<script id="school-session" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as unknown) : undefined;
}

describe('the page carries its session', () => {
  it('writes the signed-in user into the page, never to be kept by a shared cache', async () => {
    const cookie = await server.login('student@demo.school');
    const response = await server.request('/lms/dashboard', { cookie });
    expect(response.status).toBe(200);
    const session = sessionBlock(await response.text()) as { user: { email: string; id: number } };
    expect(session.user.email).toBe('student@demo.school');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toContain('Cookie');
  });

  it('writes null for a visitor and for a session that ended', async () => {
    expect(sessionBlock(await (await server.request('/login')).text())).toBeNull();
    const cookie = await server.login('teacher@demo.school');
    await server.request('/api/auth/logout', { method: 'POST', cookie });
    expect(sessionBlock(await (await server.request('/lms/dashboard', { cookie })).text())).toBeNull();
  });
});
