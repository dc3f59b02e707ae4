import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { countUnread, markAllRead as markAll, markRead as markSome } from '../repository';

/** Marks some of the signed-in user's notifications read (others' ids change nothing). */
export const markRead: ProcedureHandler<(typeof procedures)['notifications.markRead']> = async (ctx, { ids }) => {
  const user = ctx.user();
  await markSome(ctx.db, user.id, ids, ctx.now);
  return { unread: await countUnread(ctx.db, user.id) };
};

/** Marks every notification of the signed-in user read. */
export const markAllRead: ProcedureHandler<(typeof procedures)['notifications.markAllRead']> = async (ctx) => {
  const user = ctx.user();
  await markAll(ctx.db, user.id, ctx.now);
  return { unread: 0 };
};
