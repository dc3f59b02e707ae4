import type { HonoContext } from '../http/context';

/** What a stored file is. */
export interface StoredFileInfo {
  size: number;
  contentType: string | null;
}

export interface FileRef {
  folder: string;
  fileName: string;
}

/** Where and how the browser uploads: PUT to `url` carrying `headers` exactly. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

/**
 * Where uploaded files (report videos) live. The default keeps them in a folder on disk behind
 * short-lived signed URLs; an S3-compatible bucket can take its place.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * A URL the browser PUTs the file body to, valid for a short time, and the headers it must send.
   * The upload must carry exactly `contentType` and at most `maxBytes` (exactly `size` bytes when
   * given). One link, one upload: once a file is stored under the name, the link is spent.
   */
  createUploadUrl(args: FileRef & { contentType: string; maxBytes: number; size?: number; now?: Date }): Promise<UploadTarget>;
  /** A URL the browser reads the file from (supports range requests), valid for a short time. */
  readUrl(args: FileRef & { now?: Date }): Promise<string>;
  /** The stored file, or null when nothing was uploaded under that name. */
  stat(args: FileRef): Promise<StoredFileInfo | null>;
  /** Removes a file; a missing file is not an error. */
  remove(args: FileRef): Promise<void>;
  /** Local disk storage answers its own signed URLs (PUT and GET under /api/server/files/…). */
  serve?: {
    put: (c: HonoContext, ref: FileRef) => Promise<Response>;
    get: (c: HonoContext, ref: FileRef) => Promise<Response>;
  };
}

/** Folders and file names are plain: no separators, no dots to climb, nothing to interpret. */
const SAFE_FOLDER = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,10})?$/;

export function isSafeRef(ref: FileRef): boolean {
  return SAFE_FOLDER.test(ref.folder) && SAFE_FILE_NAME.test(ref.fileName);
}

/** 'video/mp4; codecs=…' → 'video/mp4'. */
export function baseMediaType(value: string | null | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}
