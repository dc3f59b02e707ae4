import type { procedures } from '@school/shared/contracts';
import { canManagePerson } from '@school/shared/permissions';
import { conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { personFacts, revokeInvitations } from '../repository';
import { backOfficeRefusals } from '../texts';

/** The person's invitation link stops working (the account stays; a new invitation can be sent). */
export const revokeInvitation: ProcedureHandler<(typeof procedures)['admin.people.revokeInvitation']> = async (ctx, { id }) => {
  const user = backOfficeUser(ctx);
  const person = await personFacts(ctx.db, id);
  if (!person) throw notFound(backOfficeRefusals.personNotFound);
  if (!canManagePerson(user, person.roles)) throw forbidden(backOfficeRefusals.staffAccountsAdminsOnly);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await revokeInvitations(trx, id, ctx.now))) throw conflict(backOfficeRefusals.noInvitation);
    await recordAudit(trx, { actorId: user.id, kind: 'invitation.revoke', personId: id, at: ctx.now });
  });
  return { ok: true as const };
};
