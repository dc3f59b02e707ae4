import type { procedures } from '@school/shared/contracts';
import { commonTexts } from '@school/shared/texts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { decrementNotification as decrementNotificationOf } from '../repository';

/** auth.decrementNotification: the signed-in user's own notification counter goes down by one. */
export const decrementNotification: ProcedureHandler<(typeof procedures)['auth.decrementNotification']> = async (ctx, { notificationId }) => {
  if (!(await decrementNotificationOf(ctx.db, ctx.user().id, notificationId))) throw notFound(commonTexts.notFound);
  return { ok: true as const };
};
