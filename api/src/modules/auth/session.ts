import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, HonoContext } from '../../http/context';
import { noteCatalogueVersion } from '../../db/catalogue';
import { loadSession } from './repository';

export const SESSION_COOKIE = 'school_session';

/** Sessions are stored by the SHA-256 of the cookie's token, so a leaked table opens nothing. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function setSessionCookie(c: HonoContext, token: string, maxAgeMs: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').config.cookieSecure,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(c: HonoContext) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/**
 * Loads the signed-in user of the request, if any, into `viewer`: one statement, which also tells
 * the catalogue cache the current catalogue version.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('viewer', null);
  c.set('sessionId', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const { db, now } = c.get('deps');
    const id = sessionIdOf(token);
    const session = await loadSession(db, id, now());
    if (session) {
      noteCatalogueVersion(db, session.catalogueVersion);
      c.set('viewer', session.viewer);
      c.set('sessionId', id);
    }
  }
  await next();
};
