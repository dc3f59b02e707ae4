import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A small S3-compatible server for tests (path-style buckets, objects in memory) that checks every
 * request's AWS Signature V4 the way S3 does: it signs the request again with the key's secret,
 * the signed headers as received and the request's own date, and compares. Presigned URLs (query
 * authentication, with expiry) and header-signed requests are both checked, and so are conditional
 * writes (If-None-Match: *).
 */
export interface FakeS3 {
  endpoint: string;
  /** Objects by '{bucket}/{key}'. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests refused, with S3's error code. */
  refused: { method: string; path: string; code: string }[];
  close: () => Promise<void>;
}

const AUTH_PARAMS = ['X-Amz-Signature', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-SignedHeaders'];

/** '20260101T120000Z' → milliseconds. */
function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) : NaN;
}

function headerValue(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** Why the request's signature does not hold, or null when it does. */
async function signatureProblem(request: IncomingMessage, url: URL, secrets: Record<string, string>, now: number): Promise<string | null> {
  const presigned = url.searchParams.has('X-Amz-Signature');
  let credential: string;
  let signedHeaders: string[];
  let datetime: string;
  let given: string;
  if (presigned) {
    credential = url.searchParams.get('X-Amz-Credential') ?? '';
    signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
    datetime = url.searchParams.get('X-Amz-Date') ?? '';
    given = url.searchParams.get('X-Amz-Signature') ?? '';
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    if (!Number.isFinite(expires) || parseAmzDate(datetime) + expires * 1000 < now) return 'AccessDenied';
  } else {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(headerValue(request, 'authorization'));
    if (!auth) return 'AccessDenied';
    [, credential = '', , given = ''] = auth;
    signedHeaders = auth[2]!.split(';');
    datetime = headerValue(request, 'x-amz-date');
    if (Math.abs(parseAmzDate(datetime) - now) > 15 * 60_000) return 'RequestTimeTooSkewed';
  }
  const [accessKeyId = '', day, region, service, terminal] = credential.split('/');
  const secret = secrets[accessKeyId];
  if (secret === undefined) return 'InvalidAccessKeyId';
  if (service !== 's3' || terminal !== 'aws4_request' || day !== datetime.slice(0, 8) || !signedHeaders.includes('host'))
    return 'AuthorizationQueryParametersError';

  const unsigned = new URL(url);
  for (const name of AUTH_PARAMS) unsigned.searchParams.delete(name);
  const headers = Object.fromEntries(signedHeaders.filter((h) => h !== 'host').map((h) => [h, headerValue(request, h)]));
  const signer = new AwsV4Signer({
    method: request.method,
    url: unsigned.toString(),
    headers,
    accessKeyId,
    secretAccessKey: secret,
    service: 's3',
    region,
    datetime,
    signQuery: presigned,
    allHeaders: true,
  });
  const signed = await signer.sign();
  const expected = presigned ? signed.url.searchParams.get('X-Amz-Signature') : /Signature=([0-9a-f]+)$/.exec(signed.headers.get('Authorization') ?? '')?.[1];
  const sameHeaders = signer.signedHeaders === signedHeaders.join(';');
  return expected === given && sameHeaders ? null : 'SignatureDoesNotMatch';
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function fail(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/** Starts the fake on a free port of 127.0.0.1 with the given keys (access key id → secret). */
export async function startFakeS3(options: { secrets: Record<string, string>; buckets: string[]; now?: () => number }): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const refused: FakeS3['refused'] = [];
  const now = options.now ?? Date.now;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${headerValue(request, 'host')}`);
      const [, bucket = '', ...keyParts] = decodeURIComponent(url.pathname).split('/');
      const key = keyParts.join('/');
      const body = await readBody(request);
      const problem = await signatureProblem(request, url, options.secrets, now());
      if (problem) {
        refused.push({ method: request.method ?? '', path: url.pathname, code: problem });
        return fail(response, 403, problem);
      }
      if (!options.buckets.includes(bucket)) return fail(response, 404, 'NoSuchBucket');
      const id = `${bucket}/${key}`;
      const object = objects.get(id);
      switch (request.method) {
        case 'PUT': {
          const declared = request.headers['content-length'];
          if (declared !== undefined && Number(declared) !== body.length) return fail(response, 400, 'IncompleteBody');
          // A conditional write (If-None-Match: *) succeeds only while nothing is stored under the key.
          if (headerValue(request, 'if-none-match') === '*' && object) return fail(response, 412, 'PreconditionFailed');
          objects.set(id, { body, contentType: headerValue(request, 'content-type') || 'binary/octet-stream' });
          response.writeHead(200, { etag: '"fake"' });
          return response.end();
        }
        case 'HEAD':
        case 'GET': {
          if (!object) return fail(response, 404, 'NoSuchKey');
          const range = /^bytes=(\d+)-(\d*)$/.exec(headerValue(request, 'range'));
          const start = range ? Number(range[1]) : 0;
          const end = range && range[2] ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1;
          const part = object.body.subarray(start, end + 1);
          response.writeHead(range ? 206 : 200, {
            'content-type': object.contentType,
            'content-length': String(request.method === 'HEAD' ? object.body.length : part.length),
            'accept-ranges': 'bytes',
            ...(range ? { 'content-range': `bytes ${start}-${end}/${object.body.length}` } : {}),
          });
          return response.end(request.method === 'HEAD' ? undefined : part);
        }
        case 'DELETE':
          objects.delete(id);
          response.writeHead(204);
          return response.end();
        default:
          return fail(response, 405, 'MethodNotAllowed');
      }
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
