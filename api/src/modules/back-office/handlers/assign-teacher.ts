import type { procedures } from '@school/shared/contracts';
import { badRequest, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { assignTeacher as assign, isActiveTeacher, isStudent } from '../repository';
import { backOfficeRefusals } from '../texts';

/** A teacher for the student: the student page and the teacher's list show it at once. */
export const assignTeacher: ProcedureHandler<(typeof procedures)['admin.students.assignTeacher']> = async (ctx, { studentId, teacherId }) => {
  const user = backOfficeUser(ctx);
  if (!(await isStudent(ctx.db, studentId))) throw notFound(backOfficeRefusals.studentNotFound);
  if (!(await isActiveTeacher(ctx.db, teacherId))) throw badRequest(backOfficeRefusals.notATeacher, 'teacherId');
  await ctx.db.transaction().execute(async (trx) => {
    if (await assign(trx, studentId, teacherId, ctx.now)) {
      await recordAudit(trx, {
        actorId: user.id,
        kind: 'student.teacher-assign',
        personId: studentId,
        subject: `teacher:${teacherId}`,
        after: { teacherId },
        at: ctx.now,
      });
    }
  });
  return { ok: true as const };
};
