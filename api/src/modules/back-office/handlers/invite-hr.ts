import type { procedures } from '@school/shared/contracts';
import { conflict, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { findAccountByEmail } from '../../accounts/repository';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { invitePerson } from '../invitations';
import { addHr, companyName } from '../repository';
import { backOfficeRefusals } from '../texts';

/**
 * An HR user of the company: an account with this e-mail becomes HR at once; otherwise a new account
 * gets an invitation naming the company. Both in one transaction with the audit entry.
 */
export const inviteHr: ProcedureHandler<(typeof procedures)['admin.companies.inviteHr']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  const name = await companyName(ctx.db, input.companyId);
  if (name === null) throw notFound(backOfficeRefusals.companyNotFound);
  const existing = await findAccountByEmail(ctx.db, input.email);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const personId =
      existing?.id ?? (await invitePerson(trx, ctx.deps, { ...input, phone: '', roles: [], invitedAs: 'hr', companyName: name, by: user.id, now: ctx.now }));
    if (personId === null) throw conflict(backOfficeRefusals.emailTaken, 'email');
    if (!(await addHr(trx, input.companyId, personId))) throw conflict(backOfficeRefusals.alreadyHr, 'email');
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'company.hr-add',
      personId,
      subject: `company:${input.companyId}`,
      after: { companyId: input.companyId },
      at: ctx.now,
    });
    return personId;
  });
  return { id };
};
