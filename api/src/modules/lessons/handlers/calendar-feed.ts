import { calendarFeedPath, type procedures } from '@school/shared/contracts';
import { hasLessonCalendar } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { calendarToken, rotateCalendarToken } from '../repository';

/** The signed-in user's private calendar address, made on first request. */
export const getCalendarFeed: ProcedureHandler<(typeof procedures)['calendar.getFeed']> = async (ctx) => {
  const user = ctx.user();
  if (!hasLessonCalendar(user)) throw forbidden();
  return { path: calendarFeedPath(await calendarToken(ctx.db, user.id, ctx.now)) };
};

/** A new address: the old one answers 404 from this moment. */
export const rotateCalendarFeed: ProcedureHandler<(typeof procedures)['calendar.rotateFeed']> = async (ctx) => {
  const user = ctx.user();
  if (!hasLessonCalendar(user)) throw forbidden();
  return { path: calendarFeedPath(await rotateCalendarToken(ctx.db, user.id, ctx.now)) };
};
