import type { endpoints } from '@school/shared/contracts';
import { canTopUpBalance } from '@school/shared/permissions';
import { validationTexts } from '@school/shared/texts';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { loadStudentGroup, loadStudentGroupFacts } from '../../student-groups/repository';
import { reportFullTypeExists, topUpStudentGroupBalance } from '../repository';

export const topUpStudentGroup: EndpointHandler<typeof endpoints.topUpStudentGroup> = async (ctx, { params, body }) => {
  const user = ctx.user();
  if (!canTopUpBalance(user)) throw forbidden();
  if (!(await loadStudentGroupFacts(ctx.db, params.studentGroupId))) throw notFound();
  if (!(await reportFullTypeExists(ctx.db, body.reportFullTypeId))) throw badRequest(validationTexts.groupFormatRequired, 'reportFullTypeId');
  await topUpStudentGroupBalance(ctx.db, {
    studentGroupId: params.studentGroupId,
    reportFullTypeId: body.reportFullTypeId,
    amount: body.amount,
    userId: user.id,
    now: ctx.now,
  });
  const group = await loadStudentGroup(ctx.db, params.studentGroupId, ctx.now);
  if (!group) throw notFound();
  return group;
};
