import type { procedures } from '@school/shared/contracts';
import { badRequest, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { catalogueHas, companyExists, loadGroupDetails, saveGroup as save, unfitPeople } from '../repository';
import { backOfficeRefusals } from '../texts';

/** Creates or edits a group: name, company, plan, its students (learners) and teachers (active teachers). */
export const saveGroup: ProcedureHandler<(typeof procedures)['admin.groups.save']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  const before = input.id === undefined ? null : await loadGroupDetails(ctx.db, input.id);
  if (input.id !== undefined && !before) throw notFound(backOfficeRefusals.groupNotFound);
  if (input.companyId !== null && !(await companyExists(ctx.db, input.companyId))) throw badRequest(backOfficeRefusals.unknownCompany, 'companyId');
  if (input.subscriptionPlanId && !(await catalogueHas(ctx.db, 'subscription_plans', input.subscriptionPlanId))) {
    throw badRequest(backOfficeRefusals.unknownPlan, 'subscriptionPlanId');
  }
  if ((await unfitPeople(ctx.db, input.studentIds, 'students')).length > 0) throw badRequest(backOfficeRefusals.notAStudent, 'studentIds');
  if ((await unfitPeople(ctx.db, input.teacherIds, 'teachers')).length > 0) throw badRequest(backOfficeRefusals.notATeacher, 'teacherIds');
  const id = await ctx.db.transaction().execute(async (trx) => {
    const groupId = await save(trx, { ...input, now: ctx.now });
    await recordAudit(trx, {
      actorId: user.id,
      kind: before ? 'group.update' : 'group.create',
      subject: `student-group:${groupId}`,
      before: before && {
        name: before.name,
        companyId: before.company?.id ?? null,
        subscriptionPlanId: before.subscriptionPlanId,
        studentIds: before.students.map((s) => s.id),
        teacherIds: before.teachers.map((t) => t.id),
      },
      after: {
        name: input.name,
        companyId: input.companyId,
        subscriptionPlanId: input.subscriptionPlanId,
        studentIds: input.studentIds,
        teacherIds: input.teacherIds,
      },
      at: ctx.now,
    });
    return groupId;
  });
  return { id };
};
