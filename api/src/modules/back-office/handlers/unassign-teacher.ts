import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { isStudent, unassignTeacher as unassign } from '../repository';
import { backOfficeRefusals } from '../texts';

export const unassignTeacher: ProcedureHandler<(typeof procedures)['admin.students.unassignTeacher']> = async (ctx, { studentId, teacherId }) => {
  const user = backOfficeUser(ctx);
  if (!(await isStudent(ctx.db, studentId))) throw notFound(backOfficeRefusals.studentNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    if (await unassign(trx, studentId, teacherId)) {
      await recordAudit(trx, {
        actorId: user.id,
        kind: 'student.teacher-unassign',
        personId: studentId,
        subject: `teacher:${teacherId}`,
        before: { teacherId },
        at: ctx.now,
      });
    }
  });
  return { ok: true as const };
};
