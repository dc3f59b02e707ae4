import { AwsClient, AwsV4Signer } from 'aws4fetch';
import type { AppConfig } from '../config';
import { baseMediaType, isSafeRef, type FileRef, type FileStorage, type StoredFileInfo, type UploadTarget } from './file-storage';

type S3Config = NonNullable<AppConfig['s3']>;

const UPLOAD_URL_TTL_S = 15 * 60;
const READ_URL_TTL_S = 60 * 60;

/** '2013-05-24T00:00:00.000Z' → '20130524T000000Z', the form SigV4 signs. */
const amzDate = (now: Date) => now.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * An AWS Signature Version 4 presigned URL (query-string authentication) for S3 and S3-compatible
 * stores, signed by aws4fetch. `headers` are signed too, so the request must carry exactly them
 * (e.g. content-type, content-length).
 */
export async function presignS3Url(args: {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  url: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  expiresSeconds: number;
  now: Date;
  headers?: Record<string, string>;
}): Promise<string> {
  const url = new URL(args.url);
  url.searchParams.set('X-Amz-Expires', String(args.expiresSeconds));
  const signer = new AwsV4Signer({
    method: args.method,
    url: url.toString(),
    headers: args.headers,
    accessKeyId: args.accessKeyId,
    secretAccessKey: args.secretAccessKey,
    service: 's3',
    region: args.region,
    datetime: amzDate(args.now),
    signQuery: true,
    // content-type and content-length are not signed by default; an upload link must pin them.
    allHeaders: true,
  });
  return (await signer.sign()).url.toString();
}

/**
 * An S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY):
 * the browser uploads and reads with presigned URLs; range requests are the bucket's own. The
 * server's own requests (HEAD, DELETE) are signed in headers. Path-style addressing
 * ({endpoint}/{bucket}/{key}), which S3 and the S3-compatible stores all accept.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region });
  }

  objectUrl(ref: FileRef): URL {
    if (!isSafeRef(ref)) throw new Error('Unsafe file reference');
    const endpoint = this.config.endpoint.replace(/\/+$/, '');
    return new URL(`${endpoint}/${encodeURIComponent(this.config.bucket)}/${ref.folder}/${ref.fileName}`);
  }

  private presign(method: 'GET' | 'PUT', ref: FileRef, expiresSeconds: number, now: Date, headers?: Record<string, string>): Promise<string> {
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

  /** A request of the server itself, signed in its headers. */
  private async send(method: 'HEAD' | 'DELETE', ref: FileRef): Promise<Response> {
    const request = await this.client.sign(this.objectUrl(ref).toString(), { method });
    const response = await this.fetchImpl(request);
    // Only the status and headers are read; a body (a refusal's XML) is let go at once, since Node's
    // fetch keeps the connection of an unread answer until the garbage collector finds it.
    await response.body?.cancel();
    return response;
  }

  async createUploadUrl(args: FileRef & { contentType: string; maxBytes: number; size?: number; now?: Date }): Promise<UploadTarget> {
    // 'If-None-Match: *' is signed in: the bucket writes the object only when nothing is there yet,
    // so a link cannot replace a file after it was checked (one link, one upload).
    const headers: Record<string, string> = { 'content-type': baseMediaType(args.contentType), 'if-none-match': '*' };
    // A presigned PUT cannot carry a maximum; a known size is signed so nothing larger is accepted.
    if (args.size !== undefined) headers['content-length'] = String(args.size);
    const url = await this.presign('PUT', args, UPLOAD_URL_TTL_S, args.now ?? new Date(), headers);
    // The browser sets content-type and content-length itself; the condition is for the page to send.
    return { url, headers: { 'If-None-Match': '*' } };
  }

  async readUrl(args: FileRef & { now?: Date }): Promise<string> {
    return this.presign('GET', args, READ_URL_TTL_S, args.now ?? new Date());
  }

  async stat(ref: FileRef): Promise<StoredFileInfo | null> {
    if (!isSafeRef(ref)) return null;
    const response = await this.send('HEAD', ref);
    // Without the list permission S3 answers 403 for a missing object, so anything but 2xx is "none".
    if (!response.ok) return null;
    return { size: Number(response.headers.get('content-length') ?? 0), contentType: response.headers.get('content-type') };
  }

  async remove(ref: FileRef): Promise<void> {
    if (!isSafeRef(ref)) return;
    const response = await this.send('DELETE', ref);
    if (!response.ok && response.status !== 404) throw new Error(`S3 delete answered ${response.status}`);
  }
}
