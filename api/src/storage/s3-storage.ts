import { createHash, createHmac } from 'node:crypto';
import type { AppConfig } from '../config';
import { baseMediaType, isSafeRef, type FileRef, type FileStorage, type StoredFileInfo, type UploadTarget } from './file-storage';

type S3Config = NonNullable<AppConfig['s3']>;

const UPLOAD_URL_TTL_S = 15 * 60;
const READ_URL_TTL_S = 60 * 60;

/** RFC 3986 encoding as SigV4 wants it (everything but unreserved characters). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value, 'utf8').digest();

/** '20130524T000000Z' */
function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * An AWS Signature Version 4 presigned URL (query-string authentication) for S3 and S3-compatible
 * stores. `headers` are signed too, so the request must carry exactly them (e.g. content-type).
 */
export function presignS3Url(args: {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  url: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  expiresSeconds: number;
  now: Date;
  headers?: Record<string, string>;
}): string {
  const { method, url, region, accessKeyId, secretAccessKey, expiresSeconds, now } = args;
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const headers: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(args.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const headerNames = Object.keys(headers).sort();
  const signedHeaders = headerNames.join(';');

  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${accessKeyId}/${scope}`],
    ['X-Amz-Date', date],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  const canonicalQuery = query
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalHeaders = headerNames.map((name) => `${name}:${headers[name]}\n`).join('');
  const canonicalRequest = [method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${url.origin}${canonicalUri}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/**
 * An S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY):
 * the browser uploads and reads with presigned URLs; range requests are the bucket's own.
 * Path-style addressing ({endpoint}/{bucket}/{key}), which S3 and the S3-compatible stores all accept.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  objectUrl(ref: FileRef): URL {
    if (!isSafeRef(ref)) throw new Error('Unsafe file reference');
    const endpoint = this.config.endpoint.replace(/\/+$/, '');
    return new URL(`${endpoint}/${encodeURIComponent(this.config.bucket)}/${ref.folder}/${ref.fileName}`);
  }

  private presign(method: 'GET' | 'PUT' | 'HEAD' | 'DELETE', ref: FileRef, expiresSeconds: number, now: Date, headers?: Record<string, string>) {
    return presignS3Url({
      method,
      url: this.objectUrl(ref),
      region: this.config.region,
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      expiresSeconds,
      now,
      headers,
    });
  }

  async createUploadUrl(args: FileRef & { contentType: string; maxBytes: number; size?: number; now?: Date }): Promise<UploadTarget> {
    // 'If-None-Match: *' is signed in: the bucket writes the object only when nothing is there yet,
    // so a link cannot replace a file after it was checked (one link, one upload).
    const headers: Record<string, string> = { 'content-type': baseMediaType(args.contentType), 'if-none-match': '*' };
    // A presigned PUT cannot carry a maximum; a known size is signed so nothing larger is accepted.
    if (args.size !== undefined) headers['content-length'] = String(args.size);
    const url = this.presign('PUT', args, UPLOAD_URL_TTL_S, args.now ?? new Date(), headers);
    // The browser sets content-type and content-length itself; the condition is for the page to send.
    return { url, headers: { 'If-None-Match': '*' } };
  }

  async readUrl(args: FileRef & { now?: Date }): Promise<string> {
    return this.presign('GET', args, READ_URL_TTL_S, args.now ?? new Date());
  }

  async stat(ref: FileRef): Promise<StoredFileInfo | null> {
    if (!isSafeRef(ref)) return null;
    const response = await this.fetchImpl(this.presign('HEAD', ref, 60, new Date()), { method: 'HEAD' });
    if (!response.ok) return null;
    return { size: Number(response.headers.get('content-length') ?? 0), contentType: response.headers.get('content-type') };
  }

  async remove(ref: FileRef): Promise<void> {
    if (!isSafeRef(ref)) return;
    const response = await this.fetchImpl(this.presign('DELETE', ref, 60, new Date()), { method: 'DELETE' });
    if (!response.ok && response.status !== 404) throw new Error(`S3 delete answered ${response.status}`);
  }
}
