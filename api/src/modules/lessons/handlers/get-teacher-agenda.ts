import type { procedures } from '@school/shared/contracts';
import { canSeeTeacherAgenda } from '@school/shared/permissions';
import { badRequest, forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { teacherAgenda } from '../repository';
import { lessonTexts } from '../texts';

/** The longest period one agenda call covers: today and the rest of the week fit with room to spare. */
const AGENDA_MAX_DAYS = 14;

/** The signed-in teacher's lessons (single and their groups') in the period the page asks for, in its own zone. */
export const getTeacherAgenda: ProcedureHandler<(typeof procedures)['lessons.getTeacherAgenda']> = async (ctx, { from, to }) => {
  const user = ctx.user();
  if (!canSeeTeacherAgenda(user)) throw forbidden();
  const start = new Date(from);
  const end = new Date(to);
  if (end.getTime() < start.getTime()) throw badRequest(lessonTexts.agendaRangeReversed, 'to');
  if (end.getTime() - start.getTime() > AGENDA_MAX_DAYS * 24 * 60 * 60_000) throw badRequest(lessonTexts.agendaRangeTooLong, 'to');
  return { lessons: await teacherAgenda(ctx.db, user.id, start, end) };
};
