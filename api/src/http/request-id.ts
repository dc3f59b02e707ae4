import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, HonoContext } from './context';

/** A short id of one request: in the X-Request-Id header, the server log and any 500 answer. */
function newRequestId(): string {
  return randomBytes(6).toString('hex');
}

export const requestIdMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = newRequestId();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
};

/** The request's id (a fresh one when the request skipped the middleware). */
export function requestIdOf(c: HonoContext): string {
  return c.get('requestId') ?? newRequestId();
}

/** Logs an unexpected error with what identifies the request, never to the client. */
export function logUnexpectedError(requestId: string, where: string, error: unknown): void {
  console.error(`[${new Date().toISOString()}] request ${requestId} ${where} failed:`, error);
}
