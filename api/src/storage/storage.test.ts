import { describe, expect, it } from 'vitest';
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

describe('S3 presigned URLs (AWS Signature Version 4)', () => {
  it('matches the example of the S3 documentation', () => {
    const url = presignS3Url({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      expiresSeconds: 86_400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the content type and size of an upload, path-style', async () => {
    const storage = new S3FileStorage({ endpoint: 'http://localhost:9000', bucket: 'school', region: 'eu-central-1', accessKeyId: 'key', secretAccessKey: 'secret' });
    const upload = await storage.createUploadUrl({ folder: 'report-videos', fileName: 'a.mp4', contentType: 'video/mp4', maxBytes: 100, size: 42, now: new Date('2026-01-01T00:00:00Z') });
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

  it('reads whether a file exists with a signed HEAD', async () => {
    const calls: string[] = [];
    const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(input).split('?')[0]}`);
      return new Response(null, { status: String(input).includes('missing') ? 404 : 200, headers: { 'content-length': '7', 'content-type': 'video/mp4' } });
    }) as typeof fetch;
    const storage = new S3FileStorage({ endpoint: 'http://s3.local', bucket: 'b', region: 'r', accessKeyId: 'k', secretAccessKey: 's' }, fetchStub);
    expect(await storage.stat({ folder: 'report-videos', fileName: 'a.mp4' })).toEqual({ size: 7, contentType: 'video/mp4' });
    expect(await storage.stat({ folder: 'report-videos', fileName: 'missing.mp4' })).toBeNull();
    expect(calls[0]).toBe('HEAD http://s3.local/b/report-videos/a.mp4');
  });
});
