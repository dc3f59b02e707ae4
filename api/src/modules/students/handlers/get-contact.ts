import type { procedures } from '@school/shared/contracts';
import { teacherApiTexts } from '@school/shared/texts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { loadContact } from '../repository';

export const getContact: ProcedureHandler<(typeof procedures)['students.getContact']> = async (ctx, { studentId }) => {
  await viewableStudent(ctx, studentId);
  const contact = await loadContact(ctx.db, studentId);
  if (!contact) throw notFound(teacherApiTexts.studentNotFound);
  return contact;
};
