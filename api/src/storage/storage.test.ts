import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '#test/fake-s3';
import { isSafeRef } from './file-storage';
import { parseRange } from './range';
import { presignS3Url, S3FileStorage } from './s3-storage';

describe('range requests', () => {
  it('reads single byte ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });
  it('sends the whole file for no or unsupported ranges and refuses ranges outside the file', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 1000)).toBe('unsatisfiable');
  });
});

describe('file names', () => {
  it('accepts plain names only', () => {
    expect(isSafeRef({ folder: 'report-videos', fileName: '3f2a9c1e-0b7d-4c55-9a7e-1a2b3c4d5e6f.mp4' })).toBe(true);
    for (const fileName of ['../secret', '..', '.hidden', 'a/b.mp4', 'a\\b.mp4', 'x.mp4/', '', 'name.with.dots.mp4']) {
      expect(isSafeRef({ folder: 'report-videos', fileName })).toBe(false);
    }
    expect(isSafeRef({ folder: '../report-videos', fileName: 'a.mp4' })).toBe(false);
  });
});

describe('S3 presigned URLs (AWS Signature Version 4, signed by aws4fetch)', () => {
  it('match the example of the S3 documentation', async () => {
    const url = await presignS3Url({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      expiresSeconds: 86_400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    const signed = new URL(url);
    expect(signed.origin + signed.pathname).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(Object.fromEntries(signed.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20130524T000000Z',
      'X-Amz-Expires': '86400',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    });
  });

  it('sign the content type and size of an upload, path-style', async () => {
    const storage = new S3FileStorage({
      endpoint: 'http://localhost:9000',
      bucket: 'school',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    const upload = await storage.createUploadUrl({
      folder: 'report-videos',
      fileName: 'a.mp4',
      contentType: 'video/mp4',
      maxBytes: 100,
      size: 42,
      now: new Date('2026-01-01T00:00:00Z'),
    });
    const url = new URL(upload.url);
    expect(url.origin + url.pathname).toBe('http://localhost:9000/school/report-videos/a.mp4');
    // The object is written only when the name is still free: one link, one upload.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    expect(upload.headers).toEqual({ 'If-None-Match': '*' });
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    const read = new URL(await storage.readUrl({ folder: 'report-videos', fileName: 'a.mp4' }));
    expect(read.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(read.searchParams.get('X-Amz-Expires')).toBe('3600');
  });
});

describe("S3 storage's own requests", () => {
  it('let a refusal go instead of keeping its connection for an unread answer', async () => {
    const refusal = new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 });
    const storage = new S3FileStorage(
      { endpoint: 'http://s3.test', bucket: 'school', region: 'eu-central-1', accessKeyId: 'school', secretAccessKey: 'secret' },
      async () => refusal,
    );
    await expect(storage.remove({ folder: 'report-videos', fileName: '3f2a9c1e-0b7d-4c55-9a7e-1a2b3c4d5e6f.mp4' })).rejects.toThrow(/403/);
    expect(refusal.bodyUsed).toBe(true);
  });
});

describe('S3 storage against a server that checks signatures', () => {
  let s3: FakeS3;
  let storage: S3FileStorage;
  const ref = { folder: 'report-videos', fileName: '3f2a9c1e-0b7d-4c55-9a7e-1a2b3c4d5e6f.mp4' };
  beforeAll(async () => {
    s3 = await startFakeS3({ secrets: { school: 'a-secret-of-the-bucket' }, buckets: ['school'] });
    storage = new S3FileStorage({
      endpoint: s3.endpoint,
      bucket: 'school',
      region: 'eu-central-1',
      accessKeyId: 'school',
      secretAccessKey: 'a-secret-of-the-bucket',
    });
  });
  afterAll(() => s3.close());

  it('upload through a presigned link, then read the file, whole and in ranges', async () => {
    const upload = await storage.createUploadUrl({ ...ref, contentType: 'video/mp4', maxBytes: 100, size: 10 });
    const put = (body: string) => fetch(upload.url, { method: 'PUT', headers: { ...upload.headers, 'content-type': 'video/mp4' }, body });
    expect((await put('0123456789')).status).toBe(200);
    // One link, one upload: the bucket refuses to replace what is stored.
    expect((await put('9876543210')).status).toBe(412);
    expect(await storage.stat(ref)).toEqual({ size: 10, contentType: 'video/mp4' });
    const read = await storage.readUrl(ref);
    expect(await (await fetch(read)).text()).toBe('0123456789');
    const part = await fetch(read, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('234');
  });

  it('refuse what the link does not allow: another type, another size, a forged or an expired link', async () => {
    const other = { ...ref, fileName: 'second.mp4' };
    const { url, headers } = await storage.createUploadUrl({ ...other, contentType: 'video/mp4', maxBytes: 100, size: 4 });
    const put = (target: string | URL, contentType: string, body: string, sent: Record<string, string> = headers) =>
      fetch(target, { method: 'PUT', headers: { ...sent, 'content-type': contentType }, body });
    expect((await put(url, 'text/html', 'abcd')).status).toBe(403);
    expect((await put(url, 'video/mp4', 'abcdefgh')).status).toBe(403);
    // Without the signed condition the link is not valid either.
    expect((await put(url, 'video/mp4', 'abcd', {})).status).toBe(403);
    const forged = new URL(url);
    forged.pathname = '/school/report-videos/elsewhere.mp4';
    expect((await put(forged, 'video/mp4', 'abcd')).status).toBe(403);
    const old = await storage.createUploadUrl({ ...other, contentType: 'video/mp4', maxBytes: 100, size: 4, now: new Date(Date.now() - 16 * 60_000) });
    expect((await put(old.url, 'video/mp4', 'abcd', old.headers)).status).toBe(403);
    expect(s3.refused.map((r) => r.code)).toEqual([
      'SignatureDoesNotMatch',
      'SignatureDoesNotMatch',
      'SignatureDoesNotMatch',
      'SignatureDoesNotMatch',
      'AccessDenied',
    ]);
    expect(await storage.stat(other)).toBeNull();
  });

  it('sign its own HEAD and DELETE; a wrong secret finds nothing and removes nothing', async () => {
    const stranger = new S3FileStorage({
      endpoint: s3.endpoint,
      bucket: 'school',
      region: 'eu-central-1',
      accessKeyId: 'school',
      secretAccessKey: 'not-the-secret',
    });
    expect(await stranger.stat(ref)).toBeNull();
    await expect(stranger.remove(ref)).rejects.toThrow(/403/);
    expect(s3.objects.has(`school/${ref.folder}/${ref.fileName}`)).toBe(true);
    await storage.remove(ref);
    expect(await storage.stat(ref)).toBeNull();
  });
});
