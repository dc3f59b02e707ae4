import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

export { fileRoutes } from './routes';

/** Temporary folders of in-memory runs (tests, e2e), removed when the process ends. */
const temporaryRoots = new Set<string>();
function temporaryRoot(): string {
  if (temporaryRoots.size === 0) {
    process.once('exit', () => {
      for (const root of temporaryRoots) rmSync(root, { recursive: true, force: true });
    });
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'school-files-'));
  temporaryRoots.add(root);
  return root;
}

/**
 * The configured file storage: an S3-compatible bucket when S3_* is set, else the folder FILES_DIR,
 * by default `<DATA_DIR>/files` (a fresh temporary folder when the data lives in memory).
 */
export function createFileStorage(config: AppConfig): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  const root = config.filesDir ?? (config.dataDir.startsWith('memory://') ? temporaryRoot() : path.join(config.dataDir, 'files'));
  return new LocalFileStorage(root, config.signingSecret);
}
