import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { removeHr as remove } from '../repository';
import { backOfficeRefusals } from '../texts';

export const removeHr: ProcedureHandler<(typeof procedures)['admin.companies.removeHr']> = async (ctx, { companyId, personId }) => {
  const user = backOfficeUser(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await remove(trx, companyId, personId))) throw notFound(backOfficeRefusals.personNotFound);
    await recordAudit(trx, { actorId: user.id, kind: 'company.hr-remove', personId, subject: `company:${companyId}`, before: { companyId }, at: ctx.now });
  });
  return { ok: true as const };
};
