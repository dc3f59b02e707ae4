import type { procedures } from '@school/shared/contracts';
import { canChangeRoles, removesLastAdmin } from '@school/shared/permissions';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { countActiveAdmins, lockAdmins, personFacts, setPersonRoles } from '../repository';
import { rolesProblem } from '../roles';
import { backOfficeRefusals } from '../texts';

/** A person's roles: staff roles only by admins; never the last admin's, never one's own admin role. */
export const setRoles: ProcedureHandler<(typeof procedures)['admin.people.setRoles']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  const person = await personFacts(ctx.db, input.id);
  if (!person) throw notFound(backOfficeRefusals.personNotFound);
  if (!canChangeRoles(user, person.roles, input.roles)) throw forbidden(backOfficeRefusals.staffRolesAdminsOnly);
  const problem = rolesProblem(input.roles);
  if (problem) throw badRequest(problem, 'roles');
  if (person.id === user.id && person.roles.includes('admin') && !input.roles.includes('admin')) throw conflict(backOfficeRefusals.cannotRemoveOwnAdmin);
  await ctx.db.transaction().execute(async (trx) => {
    // Counted inside the change's transaction, under a lock, so two admins cannot remove each other at once.
    await lockAdmins(trx);
    if (removesLastAdmin(person.roles, input.roles, await countActiveAdmins(trx), person.active)) throw conflict(backOfficeRefusals.cannotRemoveLastAdmin);
    await setPersonRoles(trx, input.id, input.roles, person.columns);
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'person.roles',
      personId: input.id,
      before: { roles: person.roles },
      after: { roles: input.roles },
      at: ctx.now,
    });
  });
  return { ok: true as const };
};
