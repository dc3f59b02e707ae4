import type { procedures } from '@school/shared/contracts';
import { statusForHr } from '@school/shared/domain';
import { canSeeJournalLink, readsAsHrOnly } from '@school/shared/permissions';
import { teacherApiTexts } from '@school/shared/texts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { loadStudent } from '../repository';

export const getStudent: ProcedureHandler<(typeof procedures)['students.getStudent']> = async (ctx, { studentId }) => {
  const { user } = await viewableStudent(ctx, studentId);
  const student = await loadStudent(ctx.db, studentId, ctx.now, { withJournal: canSeeJournalLink(user) });
  if (!student) throw notFound(teacherApiTexts.studentNotFound);
  if (!readsAsHrOnly(user, studentId)) return student;
  // A client's HR sees whether the employee studies, not the school's sales notes.
  const status = statusForHr({ id: student.lastStudentStatusId, name: student.lastStudentStatusName });
  return { ...student, lastStudentStatusId: status.id, lastStudentStatusName: status.name };
};
