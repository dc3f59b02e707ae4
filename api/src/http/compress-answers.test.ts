import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';

const page = `<!doctype html><html><body><div id="root">${'<p>Хорошая история держится на трёх прошедших временах.</p>'.repeat(200)}</div></body></html>`;
const script = `console.log(${JSON.stringify('урок '.repeat(400))});`;

function app() {
  const hono = new Hono();
  hono.use('*', compressAnswers);
  hono.get('/lms/lessons/B1-1', (c) => c.html(page));
  hono.get('/main.js', (c) => c.body(script, 200, { 'Content-Type': 'text/javascript' }));
  hono.get('/main.1a2b3c4d.js', (c) => c.body('precompressed', 200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' }));
  hono.get('/small', (c) => c.html('<p>Вход</p>'));
  return hono;
}

describe('answers made per request on the wire', () => {
  it('send a page (with its first view and answers) compressed, as the browser accepts', async () => {
    const response = await app().request('/lms/lessons/B1-1', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    const sent = new Uint8Array(await response.arrayBuffer());
    expect(sent.byteLength).toBeLessThan(page.length / 10);
    expect(Number(response.headers.get('Content-Length'))).toBe(sent.byteLength);
    expect(brotliDecompressSync(sent).toString('utf8')).toBe(page);

    const plain = await app().request('/lms/lessons/B1-1');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it('leave scripts, small pages and answers already encoded as they are', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    expect((await app().request('/main.js', { headers })).headers.get('Content-Encoding')).toBeNull();
    expect((await app().request('/small', { headers })).headers.get('Content-Encoding')).toBeNull();
    const twin = await app().request('/main.1a2b3c4d.js', { headers });
    expect(twin.headers.get('Content-Encoding')).toBe('br');
    expect(await twin.text()).toBe('precompressed');
  });
});
