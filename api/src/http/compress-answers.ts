import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Answers of at least this many bytes travel compressed. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** What is made per request and worth compressing: the API's JSON and the app's page (with its first view and its answers). */
const COMPRESSED_TYPES = /\bjson\b|^text\/html\b/;

/**
 * Compresses JSON answers and pages above the threshold: brotli (fast level) when the browser accepts
 * it, else gzip. Small answers, other types and answers already encoded (the built files' precompressed
 * twins) go out as they are.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!COMPRESSED_TYPES.test(type) || c.res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  c.res.headers.append('Vary', 'Accept-Encoding');
  if (!encoding) return;
  const body = new Uint8Array(await c.res.clone().arrayBuffer());
  if (body.byteLength < COMPRESS_THRESHOLD_BYTES) return;
  const compressed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 6 });
  const headers = new Headers(c.res.headers);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  const { status, statusText } = c.res;
  // Assigning c.res copies the previous answer's headers over the new ones (its Content-Length among
  // them, which would promise the browser more bytes than are sent): drop the previous answer first.
  c.res = undefined;
  c.res = new Response(compressed, { status, statusText, headers });
};
