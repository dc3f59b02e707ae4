import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes on one folder would corrupt it. The process that
 * opens a PGlite folder (the server, `admin:create`, `seed`) keeps a lock file with its pid beside it;
 * another one finds a live pid there and refuses with `message`. A lock left by a process that died
 * is taken over.
 */
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string, message: (pid: number) => string): () => void {
  if (dataDir.startsWith('memory://')) return () => undefined;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.school-process.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && alive(pid)) throw new DataDirLockedError(message(pid));
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(message(0));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
