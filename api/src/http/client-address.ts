import { getConnInfo } from '@hono/node-server/conninfo';
import type { HonoContext } from './context';

/** The caller's address (for rate limits); 'local' for in-process requests such as tests. */
export function clientAddress(c: HonoContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
