import type { procedures } from '@school/shared/contracts';
import { teacherSearchSummary } from '@school/shared/domain';
import { canSendTeacherSearchRequest } from '@school/shared/permissions';
import { forbidden, HttpError } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { teacherSearchRequested } from '../../notifications/events';
import { countTeacherSearchRequestsSince, insertTeacherSearchRequest } from '../repository';
import { teacherTexts } from '../texts';

/** Questionnaires one learner may send in a day (docs/decisions.md, "Teacher search"). */
export const TEACHER_SEARCH_REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

export const createTeacherSearchRequest: ProcedureHandler<(typeof procedures)['teachers.createTeacherSearchRequest']> = async (ctx, input) => {
  const user = ctx.user();
  if (!canSendTeacherSearchRequest(user)) throw forbidden(teacherTexts.searchLearnersOnly);
  const sent = await countTeacherSearchRequestsSince(ctx.db, user.id, new Date(ctx.now.getTime() - DAY_MS));
  if (sent >= TEACHER_SEARCH_REQUESTS_PER_DAY) throw new HttpError(429, [{ message: teacherTexts.searchTooMany }]);
  // The request and the teachers' notifications of it are written together.
  const id = await ctx.db.transaction().execute(async (trx) => {
    const requestId = await insertTeacherSearchRequest(trx, { studentId: user.id, comment: teacherSearchSummary(input), answers: input, now: ctx.now });
    await teacherSearchRequested(trx, { studentId: user.id, now: ctx.now });
    return requestId;
  });
  return { id };
};
