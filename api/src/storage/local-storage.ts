import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { randomBytes } from 'node:crypto';
import { commonTexts } from '@school/shared/texts';
import type { HonoContext } from '../http/context';
import { baseMediaType, isSafeRef, type FileRef, type FileStorage, type StoredFileInfo, type UploadTarget } from './file-storage';
import { parseRange } from './range';
import { signPayload, verifyPayload } from './signing';
import { uploadTexts } from './texts';

/** Upload URLs live 15 minutes (checked when the upload starts), read URLs an hour. */
const UPLOAD_URL_TTL_MS = 15 * 60_000;
const READ_URL_TTL_MS = 60 * 60_000;

/** Where the API serves local files (relative to the site). */
export const FILES_BASE_PATH = '/api/server/files';

class TooLarge extends Error {}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

const errorJson = (message: string, status: number) =>
  new Response(JSON.stringify({ errors: [{ message }] }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

const putPayload = (ref: FileRef, expires: number, contentType: string, maxBytes: number) =>
  `PUT\n${ref.folder}/${ref.fileName}\n${expires}\n${contentType}\n${maxBytes}`;
const getPayload = (ref: FileRef, expires: number) => `GET\n${ref.folder}/${ref.fileName}\n${expires}`;

/**
 * Files in a folder on disk (`<DATA_DIR>/files/<folder>/<name>`), written and read through URLs the
 * API signs with HMAC and serves itself: checked signature and expiry, exact content type, size limit,
 * plain names only, range requests for playback.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
  ) {}

  private filePath(ref: FileRef): string {
    if (!isSafeRef(ref)) throw new Error('Unsafe file reference');
    const root = path.resolve(this.root);
    const full = path.resolve(root, ref.folder, ref.fileName);
    if (!full.startsWith(root + path.sep)) throw new Error('Unsafe file reference');
    return full;
  }

  private metaPath(ref: FileRef): string {
    return `${this.filePath(ref)}.meta.json`;
  }

  async createUploadUrl(args: FileRef & { contentType: string; maxBytes: number; size?: number; now?: Date }): Promise<UploadTarget> {
    const ref = { folder: args.folder, fileName: args.fileName };
    this.filePath(ref);
    const expires = (args.now ?? new Date()).getTime() + UPLOAD_URL_TTL_MS;
    const contentType = baseMediaType(args.contentType);
    const maxBytes = args.size !== undefined ? Math.min(args.size, args.maxBytes) : args.maxBytes;
    const query = new URLSearchParams({
      expires: String(expires),
      type: contentType,
      max: String(maxBytes),
      signature: signPayload(this.secret, putPayload(ref, expires, contentType, maxBytes)),
    });
    return { url: `${FILES_BASE_PATH}/${ref.folder}/${ref.fileName}?${query}`, headers: {} };
  }

  async readUrl(args: FileRef & { now?: Date }): Promise<string> {
    const ref = { folder: args.folder, fileName: args.fileName };
    this.filePath(ref);
    const expires = (args.now ?? new Date()).getTime() + READ_URL_TTL_MS;
    const query = new URLSearchParams({ expires: String(expires), signature: signPayload(this.secret, getPayload(ref, expires)) });
    return `${FILES_BASE_PATH}/${ref.folder}/${ref.fileName}?${query}`;
  }

  async stat(ref: FileRef): Promise<StoredFileInfo | null> {
    if (!isSafeRef(ref)) return null;
    try {
      const [info, meta] = await Promise.all([stat(this.filePath(ref)), readFile(this.metaPath(ref), 'utf8')]);
      const parsed = JSON.parse(meta) as { contentType?: string };
      return { size: info.size, contentType: parsed.contentType ?? null };
    } catch {
      return null;
    }
  }

  async remove(ref: FileRef): Promise<void> {
    if (!isSafeRef(ref)) return;
    await rm(this.filePath(ref), { force: true });
    await rm(this.metaPath(ref), { force: true });
  }

  readonly serve = {
    /** PUT <url>: the signed upload. */
    put: async (c: HonoContext, ref: FileRef): Promise<Response> => {
      if (!isSafeRef(ref)) return errorJson(commonTexts.notFound, 404);
      const expires = Number(c.req.query('expires'));
      const contentType = c.req.query('type') ?? '';
      const maxBytes = Number(c.req.query('max'));
      if (!verifyPayload(this.secret, putPayload(ref, expires, contentType, maxBytes), c.req.query('signature'))) {
        return errorJson(commonTexts.noAccess, 403);
      }
      if (!Number.isFinite(expires) || expires < c.get('deps').now().getTime()) return errorJson(uploadTexts.uploadExpired, 403);
      if (baseMediaType(c.req.header('content-type')) !== contentType) return errorJson(uploadTexts.uploadTypeMismatch, 415);
      // The message names the limit this link was signed with (the declared size, or UPLOAD_MAX_MB).
      const declared = Number(c.req.header('content-length') ?? NaN);
      if (Number.isFinite(declared) && declared > maxBytes) return errorJson(uploadTexts.fileTooLarge(maxBytes), 413);
      const target = this.filePath(ref);
      // One link, one upload: a stored file is never replaced through its link.
      if (await exists(target)) return errorJson(uploadTexts.uploadUsed, 409);
      const body = c.req.raw.body;
      if (!body) return errorJson(commonTexts.invalidRequest, 400);

      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.part-${randomBytes(6).toString('hex')}`;
      let received = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > maxBytes) callback(new TooLarge());
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(Readable.fromWeb(body as NodeReadableStream), limit, createWriteStream(partial, { flags: 'wx' }));
        // link() fails when the name is taken: of two uploads racing through one link, one wins.
        await link(partial, target);
        await writeFile(this.metaPath(ref), JSON.stringify({ contentType, size: received }));
      } catch (error) {
        if (error instanceof TooLarge) return errorJson(uploadTexts.fileTooLarge(maxBytes), 413);
        if ((error as { code?: string }).code === 'EEXIST') return errorJson(uploadTexts.uploadUsed, 409);
        throw error;
      } finally {
        await rm(partial, { force: true });
      }
      return new Response(null, { status: 200 });
    },

    /** GET <url>: the signed read, with range requests. */
    get: async (c: HonoContext, ref: FileRef): Promise<Response> => {
      if (!isSafeRef(ref)) return errorJson(commonTexts.notFound, 404);
      const expires = Number(c.req.query('expires'));
      if (!verifyPayload(this.secret, getPayload(ref, expires), c.req.query('signature'))) return errorJson(commonTexts.noAccess, 403);
      if (!Number.isFinite(expires) || expires < c.get('deps').now().getTime()) return errorJson(commonTexts.noAccess, 403);
      const info = await this.stat(ref);
      if (!info) return errorJson(commonTexts.notFound, 404);

      const headers = new Headers({
        'accept-ranges': 'bytes',
        'content-type': info.contentType ?? 'application/octet-stream',
        'content-disposition': 'inline',
        'content-security-policy': "default-src 'none'; sandbox",
        'x-content-type-options': 'nosniff',
      });
      const range = parseRange(c.req.header('range'), info.size);
      if (range === 'unsatisfiable') {
        headers.set('content-range', `bytes */${info.size}`);
        return new Response(null, { status: 416, headers });
      }
      const start = range?.start ?? 0;
      const end = range?.end ?? info.size - 1;
      headers.set('content-length', String(Math.max(0, end - start + 1)));
      if (range) headers.set('content-range', `bytes ${start}-${end}/${info.size}`);
      const stream = info.size === 0 ? null : (Readable.toWeb(createReadStream(this.filePath(ref), { start, end })) as ReadableStream);
      return new Response(c.req.method === 'HEAD' ? null : stream, { status: range ? 206 : 200, headers });
    },
  };
}
