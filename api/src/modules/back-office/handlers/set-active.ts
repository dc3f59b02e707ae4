import type { procedures } from '@school/shared/contracts';
import { canManagePerson, deactivationRefusal } from '@school/shared/permissions';
import { conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { countActiveAdmins, lockAdmins, personFacts, setPersonActive } from '../repository';
import { backOfficeRefusals } from '../texts';

/**
 * Deactivates a person (their sessions end at once; every record stays) or reactivates them. Never
 * oneself, never the last active admin; staff accounts only by admins.
 */
export const setActive: ProcedureHandler<(typeof procedures)['admin.people.setActive']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  const person = await personFacts(ctx.db, input.id);
  if (!person) throw notFound(backOfficeRefusals.personNotFound);
  if (!canManagePerson(user, person.roles)) throw forbidden(backOfficeRefusals.staffAccountsAdminsOnly);
  if (person.active === input.active) return { ok: true as const };
  await ctx.db.transaction().execute(async (trx) => {
    if (!input.active) {
      await lockAdmins(trx);
      const refusal = deactivationRefusal(user, person, await countActiveAdmins(trx));
      if (refusal === 'self') throw conflict(backOfficeRefusals.cannotDeactivateSelf);
      if (refusal === 'last-admin') throw conflict(backOfficeRefusals.cannotDeactivateLastAdmin);
      if (refusal === 'forbidden') throw forbidden(backOfficeRefusals.staffAccountsAdminsOnly);
    }
    await setPersonActive(trx, input.id, input.active, ctx.now);
    await recordAudit(trx, {
      actorId: user.id,
      kind: input.active ? 'person.reactivate' : 'person.deactivate',
      personId: input.id,
      before: { active: person.active },
      after: { active: input.active },
      at: ctx.now,
    });
  });
  return { ok: true as const };
};
