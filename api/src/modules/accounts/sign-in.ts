import { isStaff } from '@school/shared/permissions';
import type { CurrentUser } from '@school/shared/schemas';
import { recordStaffSignIn } from '../audit/sign-in';
import type { RequestContext } from '../../http/context';
import { unauthenticated } from '../../http/errors';
import { createSession, loadCurrentUser } from '../auth/repository';
import { newSessionToken, sessionIdOf, setSessionCookie } from '../auth/session';

/** Signs `userId` in on this browser (after a sign-up or a password set through a link), as the sign-in form does. */
export async function signIn(ctx: RequestContext, userId: number): Promise<{ user: CurrentUser }> {
  const token = newSessionToken();
  const ttl = ctx.deps.config.sessionTtlMs;
  await createSession(ctx.db, { id: sessionIdOf(token), userId, expiresAt: new Date(ctx.now.getTime() + ttl) });
  setSessionCookie(ctx.hono, token, ttl);
  const user = await loadCurrentUser(ctx.db, userId);
  if (!user) throw unauthenticated();
  if (isStaff(user)) await recordStaffSignIn(ctx, user.id, 'link');
  return { user };
}
