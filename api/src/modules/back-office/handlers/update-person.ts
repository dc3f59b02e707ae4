import type { procedures } from '@school/shared/contracts';
import { canManagePerson } from '@school/shared/permissions';
import { conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { emailTaken, personFacts, updatePersonContacts } from '../repository';
import { backOfficeRefusals } from '../texts';

/** Contacts of a person (an address the school types counts as theirs). */
export const updatePerson: ProcedureHandler<(typeof procedures)['admin.people.update']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  const person = await personFacts(ctx.db, input.id);
  if (!person) throw notFound(backOfficeRefusals.personNotFound);
  if (!canManagePerson(user, person.roles)) throw forbidden(backOfficeRefusals.staffAccountsAdminsOnly);
  if (await emailTaken(ctx.db, input.email, input.id)) throw conflict(backOfficeRefusals.emailTaken, 'email');
  await ctx.db.transaction().execute(async (trx) => {
    const before = await personFacts(trx, input.id);
    await updatePersonContacts(trx, input.id, input);
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'person.update',
      personId: input.id,
      before: before && { firstName: before.firstName, lastName: before.lastName, email: before.email },
      after: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
      at: ctx.now,
    });
  });
  return { ok: true as const };
};
