import type { MiddlewareHandler } from 'hono';
import { commonTexts } from '@school/shared/texts';
import type { AppEnv } from './context';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutating requests must come from the school's own pages: the Origin header, when present, must be
 * this server's origin or one of ALLOWED_ORIGINS; a browser's cross-site request without Origin is refused.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  if (origin) {
    const url = new URL(c.req.url);
    const forwardedHost = c.req.header('x-forwarded-host');
    const forwardedProto = c.req.header('x-forwarded-proto');
    const own = new Set([url.origin, `${url.protocol}//${c.req.header('host') ?? url.host}`]);
    if (forwardedHost) own.add(`${forwardedProto ?? url.protocol.replace(':', '')}://${forwardedHost}`);
    if (!own.has(origin) && !c.get('deps').config.allowedOrigins.includes(origin)) throw forbidden(commonTexts.badOrigin);
  } else if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw forbidden(commonTexts.badOrigin);
  }
  return next();
};
