import type { reviewProcedures } from '@school/shared/review';
import type { ProcedureHandler } from '../../../http/register';
import { ownReview } from '../access';
import { readSettings, saveNewPerDay } from '../repository';

/** New cards per day (20 unless the learner chose otherwise). */
export const getSettings: ProcedureHandler<(typeof reviewProcedures)['review.getSettings']> = async (ctx, { studentId }) => {
  ownReview(ctx, studentId);
  return { newPerDay: (await readSettings(ctx.db, studentId)).newPerDay };
};

export const updateSettings: ProcedureHandler<(typeof reviewProcedures)['review.updateSettings']> = async (ctx, { studentId, newPerDay }) => {
  ownReview(ctx, studentId);
  return { newPerDay: await saveNewPerDay(ctx.db, studentId, newPerDay) };
};
