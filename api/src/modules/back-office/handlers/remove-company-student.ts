import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { isStudent, setStudentCompany } from '../repository';
import { backOfficeRefusals } from '../texts';

export const removeCompanyStudent: ProcedureHandler<(typeof procedures)['admin.companies.removeStudent']> = async (ctx, { companyId, personId }) => {
  const user = backOfficeUser(ctx);
  if (!(await isStudent(ctx.db, personId))) throw notFound(backOfficeRefusals.studentNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await setStudentCompany(trx, personId, null);
    if (before !== companyId) throw notFound(backOfficeRefusals.studentNotFound);
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'company.student-remove',
      personId,
      subject: `company:${companyId}`,
      before: { companyId },
      after: { companyId: null },
      at: ctx.now,
    });
  });
  return { ok: true as const };
};
