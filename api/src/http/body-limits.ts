import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { ANALYTICS_BATCH_MAX_BYTES } from '@school/shared/schemas';
import { commonTexts } from '@school/shared/texts';
import type { AppEnv } from './context';
import { formatFileSize } from './file-size';

const KB = 1024;

/**
 * The largest request body of each class of route (docs/decisions.md, "Limits"). Uploads are not
 * here: a signed upload link carries its own limit (UPLOAD_MAX_MB or the declared file size).
 */
export const BODY_LIMITS = {
  /** Every JSON call not named below. */
  json: 64 * KB,
  /** A client error report anyone may send. */
  errorReport: 16 * KB,
  /** A lesson report with its fields and homework. */
  reportWrite: 1024 * KB,
  /** GraphQL (publishing a legal offer of up to 200,000 characters). */
  graphql: 512 * KB,
  /** A batch of analytics events anyone may send (8 KB). */
  analyticsEvents: ANALYTICS_BATCH_MAX_BYTES,
} as const;

/** The limit of a request, or null when the route limits its body itself (signed uploads). */
export function bodyLimitOf(method: string, path: string): number | null {
  if (path.startsWith('/api/server/files/')) return null;
  if (path === '/api/graphql') return BODY_LIMITS.graphql;
  if (method === 'POST' && path === '/api/server/error_reports') return BODY_LIMITS.errorReport;
  if (method === 'POST' && path === '/api/public/events') return BODY_LIMITS.analyticsEvents;
  if (method === 'POST' && /^\/api\/data\/reports\.(create|update)\w*$/.test(path)) return BODY_LIMITS.reportWrite;
  return BODY_LIMITS.json;
}

const limiters = new Map(
  Object.values(BODY_LIMITS).map((maxSize) => [
    maxSize,
    bodyLimit({
      maxSize,
      onError: (c) => c.json({ errors: [{ message: commonTexts.bodyTooLarge(formatFileSize(maxSize)) }] }, 413),
    }),
  ]),
);

/** Answers 413 with the limit in words when a body is larger than its route's class allows. */
export const bodyLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limit = bodyLimitOf(c.req.method, c.req.path);
  const limiter = limit === null ? undefined : limiters.get(limit);
  return limiter ? limiter(c, next) : next();
};
