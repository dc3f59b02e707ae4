/**
 * Where uploaded files (report videos) live. The default keeps them in a folder on disk behind
 * short-lived signed URLs; an S3-compatible bucket can take its place.
 */
export interface FileStorage {
  /** A URL the browser PUTs the file body to, valid for a short time. */
  createUploadUrl(args: { folder: string; fileName: string; contentType: string; maxBytes: number }): Promise<string>;
  /** A URL the browser reads the file from (supports range requests). */
  readUrl(args: { folder: string; fileName: string }): Promise<string>;
}
