import type { procedures } from '@school/shared/contracts';
import { canSeeJournalLink } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { loadStudent } from '../repository';

export const getStudent: ProcedureHandler<(typeof procedures)['students.getStudent']> = async (ctx, { studentId }) => {
  const { user } = await viewableStudent(ctx, studentId);
  const student = await loadStudent(ctx.db, studentId, ctx.now, { withJournal: canSeeJournalLink(user) });
  if (!student) throw notFound(teacherApiTexts.studentNotFound);
  return student;
};
