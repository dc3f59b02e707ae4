import type { procedures } from '@school/shared/contracts';
import { hasLessonCalendar } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { loadLessonSettings, saveLessonSettings, saveTimeZone } from '../repository';

/** The signed-in user's reminder settings (teachers and learners: those who have lessons). */
export const getLessonSettings: ProcedureHandler<(typeof procedures)['lessons.getSettings']> = async (ctx) => {
  const user = ctx.user();
  if (!hasLessonCalendar(user)) throw forbidden();
  return loadLessonSettings(ctx.db, user.id);
};

export const updateLessonSettings: ProcedureHandler<(typeof procedures)['lessons.updateSettings']> = async (ctx, input) => {
  const user = ctx.user();
  if (!hasLessonCalendar(user)) throw forbidden();
  await saveLessonSettings(ctx.db, user.id, input, ctx.now);
  return loadLessonSettings(ctx.db, user.id);
};

/** The browser's zone, reported by the app: reminders and feeds are written in it. Anyone signed in. */
export const reportTimeZone: ProcedureHandler<(typeof procedures)['lessons.reportTimeZone']> = async (ctx, { timeZone }) => {
  const user = ctx.user();
  await saveTimeZone(ctx.db, user.id, timeZone);
  return { ok: true as const };
};
