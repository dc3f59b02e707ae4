import type { procedures } from '@school/shared/contracts';
import { programByNumericId } from '@school/shared/domain';
import { badRequest, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { catalogueHas, loadStudentSetup, updateStudentSetup } from '../repository';
import { backOfficeRefusals } from '../texts';

/** The student's plan, status and program; only what changed is written (a status is a new status change). */
export const updateStudent: ProcedureHandler<(typeof procedures)['admin.students.update']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  const before = await loadStudentSetup(ctx.db, input.studentId);
  if (!before) throw notFound(backOfficeRefusals.studentNotFound);
  if (input.subscriptionPlanId && !(await catalogueHas(ctx.db, 'subscription_plans', input.subscriptionPlanId))) {
    throw badRequest(backOfficeRefusals.unknownPlan, 'subscriptionPlanId');
  }
  if (input.statusId && !(await catalogueHas(ctx.db, 'student_statuses', input.statusId))) throw badRequest(backOfficeRefusals.unknownStatus, 'statusId');
  if (input.programId !== null && !programByNumericId(input.programId)) throw badRequest(backOfficeRefusals.unknownProgram, 'programId');
  const changes = {
    ...(input.subscriptionPlanId !== before.subscriptionPlanId ? { subscriptionPlanId: input.subscriptionPlanId } : {}),
    ...(input.statusId !== null && input.statusId !== before.statusId ? { statusId: input.statusId } : {}),
    ...(input.programId !== before.programId ? { programId: input.programId } : {}),
  };
  if (Object.keys(changes).length === 0) return { ok: true as const };
  await ctx.db.transaction().execute(async (trx) => {
    await updateStudentSetup(trx, input.studentId, { ...changes, now: ctx.now });
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'student.update',
      personId: input.studentId,
      before: { subscriptionPlanId: before.subscriptionPlanId, statusId: before.statusId, programId: before.programId },
      after: { subscriptionPlanId: input.subscriptionPlanId, statusId: input.statusId ?? before.statusId, programId: input.programId },
      at: ctx.now,
    });
  });
  return { ok: true as const };
};
