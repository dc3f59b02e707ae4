import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { writeDueCourseEvents } from '../events';
import { countUnread } from '../repository';

/** The bell's count: the signed-in user's unread notifications (course events that fell due are written first). */
export const getSummary: ProcedureHandler<(typeof procedures)['notifications.getSummary']> = async (ctx) => {
  const user = ctx.user();
  await writeDueCourseEvents(ctx.db, user.id, ctx.now);
  return { unread: await countUnread(ctx.db, user.id) };
};
