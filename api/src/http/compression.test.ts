import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPath, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API answers on the wire', () => {
  it('compress JSON above 1 KB for a browser that accepts gzip', async () => {
    const cookie = await server.login('teacher@demo.school');
    const plain = await server.request(queryPath('teachers.getHome', {}), { cookie });
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(1024);
    expect(plain.headers.get('Content-Encoding')).toBeNull();

    const zipped = await server.request(queryPath('teachers.getHome', {}), { cookie, headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const unzipped = await new Response(zipped.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(unzipped).toBe(body);
  });

  it('prefer brotli when accepted', async () => {
    const cookie = await server.login('teacher@demo.school');
    const response = await server.request(queryPath('teachers.getHome', {}), { cookie, headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
  });

  it('announce the compressed length, also for answers that came with a length of their own (GraphQL)', async () => {
    const cookie = await server.login('admin@demo.school');
    const response = await server.request('/api/graphql', {
      method: 'POST',
      cookie,
      json: { query: 'query { currentTeacherLegalOffer { id content createdAt } }' },
      headers: { 'Accept-Encoding': 'br', Origin: 'http://localhost' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const sent = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(sent.byteLength);
  });

  it('leave small answers alone', async () => {
    const response = await server.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });
});
