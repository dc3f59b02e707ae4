import { canUseBackOffice, type Viewer } from '@school/shared/permissions';
import type { RequestContext } from '../../http/context';
import { forbidden } from '../../http/errors';

/** The signed-in admin or client manager (401 for visitors, 403 for everyone else). */
export function backOfficeUser(ctx: RequestContext): Viewer {
  const user = ctx.user();
  if (!canUseBackOffice(user)) throw forbidden();
  return user;
}
