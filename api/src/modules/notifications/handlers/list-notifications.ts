import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { writeDueCourseEvents } from '../events';
import { listNotifications as listPage } from '../repository';

/** The signed-in user's notifications, newest first. */
export const listNotifications: ProcedureHandler<(typeof procedures)['notifications.list']> = async (ctx, input) => {
  const user = ctx.user();
  await writeDueCourseEvents(ctx.db, user.id, ctx.now);
  return listPage(ctx.db, user.id, input);
};
