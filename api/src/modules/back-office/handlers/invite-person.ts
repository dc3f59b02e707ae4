import type { procedures } from '@school/shared/contracts';
import { canInviteWithRoles } from '@school/shared/permissions';
import { badRequest, conflict, forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { invitePerson as invite } from '../invitations';
import { invitedAs, rolesProblem } from '../roles';
import { backOfficeRefusals } from '../texts';

/** A new person by e-mail with an invitation link; only admins invite staff. */
export const invitePerson: ProcedureHandler<(typeof procedures)['admin.people.invite']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  if (!canInviteWithRoles(user, input.roles)) throw forbidden(backOfficeRefusals.staffRolesAdminsOnly);
  const problem = rolesProblem(input.roles);
  if (problem) throw badRequest(problem, 'roles');
  const id = await ctx.db.transaction().execute((trx) => invite(trx, ctx.deps, { ...input, invitedAs: invitedAs(input.roles), by: user.id, now: ctx.now }));
  if (id === null) throw conflict(backOfficeRefusals.emailTaken, 'email');
  return { id };
};
