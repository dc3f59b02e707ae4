import type { MiddlewareHandler } from 'hono';
import { commonTexts } from '@school/shared/texts';
import { forwardedOrigin } from './client-address';
import type { AppEnv } from './context';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutating requests must come from the school's own pages: the Origin header, when present, must be
 * this server's origin or one of ALLOWED_ORIGINS; a browser's cross-site request without Origin is refused.
 * Behind a trusted proxy (TRUSTED_PROXIES) the origin the browser saw, from X-Forwarded-Host and
 * X-Forwarded-Proto, is this server's too; from anyone else those headers are ignored.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  if (origin) {
    const url = new URL(c.req.url);
    const own = new Set([url.origin, `${url.protocol}//${c.req.header('host') ?? url.host}`]);
    const forwarded = forwardedOrigin(c);
    if (forwarded) own.add(forwarded);
    if (!own.has(origin) && !c.get('deps').config.allowedOrigins.includes(origin)) throw forbidden(commonTexts.badOrigin);
  } else if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw forbidden(commonTexts.badOrigin);
  }
  return next();
};
