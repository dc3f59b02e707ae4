import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { companyName, isStudent, setStudentCompany } from '../repository';
import { backOfficeRefusals } from '../texts';

export const addCompanyStudent: ProcedureHandler<(typeof procedures)['admin.companies.addStudent']> = async (ctx, { companyId, personId }) => {
  const user = backOfficeUser(ctx);
  if ((await companyName(ctx.db, companyId)) === null) throw notFound(backOfficeRefusals.companyNotFound);
  if (!(await isStudent(ctx.db, personId))) throw notFound(backOfficeRefusals.studentNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await setStudentCompany(trx, personId, companyId);
    if (before !== companyId) {
      await recordAudit(trx, {
        actorId: user.id,
        kind: 'company.student-add',
        personId,
        subject: `company:${companyId}`,
        before: { companyId: before },
        after: { companyId },
        at: ctx.now,
      });
    }
  });
  return { ok: true as const };
};
