import type { procedures } from '@school/shared/contracts';
import { canMarkHomework } from '@school/shared/permissions';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { homeworkTaskFacts, setHomeworkMark } from '../repository';
import { lessonTexts } from '../texts';

/** The student marks a task of their report (or their group's) done or open again. */
export const markHomework: ProcedureHandler<(typeof procedures)['lessons.markHomework']> = async (ctx, input) => {
  const user = ctx.user();
  const facts = await homeworkTaskFacts(ctx.db, input.reportId, input.header);
  if (!facts) throw notFound(lessonTexts.reportNotFound);
  if (!canMarkHomework(user, facts)) throw forbidden();
  if (!facts.hasTask) throw badRequest(lessonTexts.homeworkNotFound, 'header');
  await setHomeworkMark(ctx.db, { studentId: user.id, reportId: input.reportId, header: input.header, done: input.done, now: ctx.now });
  return { ok: true as const };
};
