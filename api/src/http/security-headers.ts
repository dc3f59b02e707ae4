import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from './context';

/** A year: browsers keep to HTTPS for this long after an answer over HTTPS. */
const HSTS = 'max-age=31536000';

/**
 * Headers every answer carries, the API's, the built files', `/remotes.json` and error answers alike:
 * `X-Content-Type-Options: nosniff` (a file is only ever what its type says), and in production over
 * HTTPS `Strict-Transport-Security` (off when PLAIN_HTTP says the site has no TLS in front).
 */
export function securityHeaders(config: Pick<AppConfig, 'hsts'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const set = (headers: Headers) => {
      headers.set('X-Content-Type-Options', 'nosniff');
      if (config.hsts) headers.set('Strict-Transport-Security', HSTS);
    };
    try {
      set(c.res.headers);
    } catch {
      // A response whose headers are immutable (one passed on from fetch) is copied first.
      c.res = new Response(c.res.body, c.res);
      set(c.res.headers);
    }
  };
}
