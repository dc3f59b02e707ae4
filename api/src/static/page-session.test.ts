import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';

/** The page of a built host and a published commerce remote (minimal ones, in a folder of the test's own). */
let dir: string;
let server: TestServer;
const COMMERCE = '/remotes/mfe-commerce/1.0.0/';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'school-host-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Школа</title></head><body><div id="root"></div></body></html>');
  const release = path.join(dir, 'releases/mfe-commerce/1.0.0');
  mkdirSync(release, { recursive: true });
  writeFileSync(
    path.join(release, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'DashboardPage',
          assets: { js: { sync: ['__federation_expose_DashboardPage.1a2b3c4d.js'], async: [] }, css: { sync: ['dash.5e6f7a8b.css'], async: [] } },
        },
      ],
    }),
  );
  writeFileSync(path.join(release, 'pages.json'), JSON.stringify({ remote: 'mfe_commerce', version: '1.0.0', pages: [] }));
  server = await startTestServer({
    env: {
      SERVE_APPS: 'true',
      HOST_DIR: dir,
      RELEASES_DIR: path.join(dir, 'releases'),
      REMOTES: JSON.stringify({ mfe_commerce: `${COMMERCE}mf-manifest.json` }),
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A JSON block the server writes into the page (<script id="…" type="application/json">), read back. */
function jsonBlockIn(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as unknown) : undefined;
}

describe('the page carries its session', () => {
  it('writes the signed-in user into the page, never to be kept by a shared cache', async () => {
    const cookie = await server.login('student@demo.school');
    const response = await server.request('/lms/dashboard', { cookie });
    expect(response.status).toBe(200);
    const session = jsonBlockIn(await response.text(), 'school-session') as { user: { email: string; id: number } };
    expect(session.user.email).toBe('student@demo.school');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toContain('Cookie');
    // Its first view is laid out for the reader's screen, read from these headers.
    expect(response.headers.get('Vary')).toContain('Sec-CH-UA-Mobile');
    expect(response.headers.get('Vary')).toContain('User-Agent');
  });

  it('writes null for a visitor and for a session that ended', async () => {
    expect(jsonBlockIn(await (await server.request('/login')).text(), 'school-session')).toBeNull();
    const cookie = await server.login('teacher@demo.school');
    await server.request('/api/auth/logout', { method: 'POST', cookie });
    expect(jsonBlockIn(await (await server.request('/lms/dashboard', { cookie })).text(), 'school-session')).toBeNull();
  });
});

describe("the page starts loading its remote module with the host's files", () => {
  it("links the dashboard's remote entry and module files for a student", async () => {
    const cookie = await server.login('student@demo.school');
    const html = await (await server.request('/lms/dashboard', { cookie })).text();
    // The page names the remote by its entry script: the browser has no manifest to fetch.
    expect(html).not.toContain(`href="${COMMERCE}mf-manifest.json"`);
    expect(html).toContain(`<link rel="preload" href="${COMMERCE}remoteEntry.js" as="script">`);
    expect(html).toContain(`<link rel="preload" href="${COMMERCE}__federation_expose_DashboardPage.1a2b3c4d.js" as="script">`);
    expect(html).toContain(`<link rel="preload" href="${COMMERCE}dash.5e6f7a8b.css" as="style">`);
  });

  it('names a remote this server holds by its entry script in the page, by its published manifest at /remotes.json', async () => {
    const html = await (await server.request('/login')).text();
    const inline = jsonBlockIn(html, 'school-remotes') as { remotes: Record<string, string> };
    expect(inline.remotes.mfe_commerce).toBe(`${COMMERCE}remoteEntry.js`);
    const published = (await (await server.request('/remotes.json')).json()) as { remotes: Record<string, string> };
    expect(published.remotes.mfe_commerce).toBe(`${COMMERCE}mf-manifest.json`);
  });

  it('links no remote for a page no remote serves or a visitor may not open', async () => {
    expect(await (await server.request('/login')).text()).not.toContain('rel="preload" href="/remotes/');
    expect(await (await server.request('/lms/dashboard')).text()).not.toContain('rel="preload"');
  });

  it('asks for the demo accounts with the sign-in page, as the page will', async () => {
    expect(await (await server.request('/login')).text()).toContain(
      '<link rel="preload" href="/api/auth/demo-accounts" as="fetch" crossorigin="use-credentials">',
    );
  });
});
