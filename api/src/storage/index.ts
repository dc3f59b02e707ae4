import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';

/** The configured file storage. */
export function createFileStorage(_config: AppConfig): FileStorage {
  return {
    createUploadUrl: () => Promise.reject(new Error('File storage is not configured')),
    readUrl: () => Promise.reject(new Error('File storage is not configured')),
  };
}
