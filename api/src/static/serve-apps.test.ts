import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { loadConfig } from '../config';
import type { AppEnv } from '../http/context';
import { mountApps } from './serve-apps';

/** A published version of the teacher remote in a folder of the test's own: a hashed chunk and the entry files. */
let releases: string;
let app: Hono<AppEnv>;
const chunk = `console.log(${JSON.stringify('урок '.repeat(400))});`;

beforeAll(() => {
  releases = mkdtempSync(path.join(os.tmpdir(), 'school-releases-'));
  const dir = path.join(releases, 'mfe-teacher', '1.2.3');
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of [
    ['101.0a1b2c3d.js', chunk],
    ['remoteEntry.js', chunk],
  ] as const) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  mkdirSync(path.join(dir, 'content/lessons/B1'), { recursive: true });
  writeFileSync(path.join(dir, 'content/lessons/B1/B1-1.0a1b2c3d.json'), '{"id":"B1-1"}');
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server/remote.cjs'), 'module.exports = {};');
  app = new Hono<AppEnv>();
  mountApps(app, loadConfig({ DATA_DIR: 'memory://', RELEASES_DIR: releases } as NodeJS.ProcessEnv));
});
afterAll(() => rmSync(releases, { recursive: true, force: true }));

const get = (file: string, encoding?: string) =>
  app.request(`/remotes/mfe-teacher/1.2.3/${file}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('built apps on the wire', () => {
  it('send the brotli twin to a browser that accepts it, with Vary', async () => {
    const response = await get('101.0a1b2c3d.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toContain('javascript');
    expect((await response.arrayBuffer()).byteLength).toBeLessThan(chunk.length / 5);
  });

  it('send gzip when brotli is not accepted, and plain bytes when nothing is', async () => {
    expect((await get('101.0a1b2c3d.js', 'gzip')).headers.get('Content-Encoding')).toBe('gzip');
    const plain = await get('101.0a1b2c3d.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(chunk);
  });

  it('cache hashed files for good and revalidate entry files and manifests', async () => {
    expect((await get('101.0a1b2c3d.js', 'br')).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('remoteEntry.js', 'br')).headers.get('Cache-Control')).toBe('no-cache');
    expect((await get('mf-manifest.json')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it("serve a remote's content files as JSON, cached for good (their names carry the content's version)", async () => {
    const response = await get('content/lessons/B1/B1-1.0a1b2c3d.json', 'br');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toEqual({ id: 'B1-1' });
    expect((await get('content/lessons/B1/B1-99.0a1b2c3d.json')).status).toBe(404);
  });

  it("never send a remote's server build, which only the server runs", async () => {
    expect((await get('server/remote.cjs')).status).toBe(404);
    expect((await app.request('/server/render.cjs')).status).toBe(404);
  });
});
