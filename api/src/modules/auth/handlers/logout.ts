import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { deleteSession } from '../repository';
import { clearSessionCookie } from '../session';

export const logout: EndpointHandler<typeof endpoints.logout> = async (ctx) => {
  const id = ctx.hono.get('sessionId');
  if (id) await deleteSession(ctx.db, id);
  clearSessionCookie(ctx.hono);
  return { ok: true as const };
};
