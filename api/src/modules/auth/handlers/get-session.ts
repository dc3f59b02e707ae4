import type { RequestContext } from '../../../http/context';
import { unauthenticated } from '../../../http/errors';
import { loadCurrentUser } from '../repository';

/** session: the signed-in user as the apps see them. */
export async function getSession(ctx: RequestContext) {
  const user = await loadCurrentUser(ctx.db, ctx.user().id);
  if (!user) throw unauthenticated();
  return { user };
}
