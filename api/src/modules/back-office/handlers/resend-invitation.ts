import type { procedures } from '@school/shared/contracts';
import { canManagePerson } from '@school/shared/permissions';
import { conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { sendInvitation } from '../../accounts/mails';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { personFacts } from '../repository';
import { invitedAs } from '../roles';
import { backOfficeRefusals } from '../texts';

/** A fresh invitation (7 days) for a person who has not set a password yet; the earlier link stops working. */
export const resendInvitation: ProcedureHandler<(typeof procedures)['admin.people.resendInvitation']> = async (ctx, { id }) => {
  const user = backOfficeUser(ctx);
  const person = await personFacts(ctx.db, id);
  if (!person) throw notFound(backOfficeRefusals.personNotFound);
  if (!canManagePerson(user, person.roles)) throw forbidden(backOfficeRefusals.staffAccountsAdminsOnly);
  if (person.hasPassword) throw conflict(backOfficeRefusals.alreadyHasPassword);
  if (!person.active) throw conflict(backOfficeRefusals.deactivatedPerson);
  await ctx.db.transaction().execute(async (trx) => {
    await sendInvitation(trx, ctx.deps, {
      userId: id,
      email: person.email,
      firstName: person.firstName,
      invitedAs: invitedAs(person.roles),
      createdBy: user.id,
      now: ctx.now,
    });
    await recordAudit(trx, { actorId: user.id, kind: 'invitation.resend', personId: id, at: ctx.now });
  });
  return { ok: true as const };
};
