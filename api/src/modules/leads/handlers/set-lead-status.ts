import type { procedures } from '@school/shared/contracts';
import { canSeeLeads } from '@school/shared/permissions';
import { conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { lockLead, setLeadStatus as saveLeadStatus } from '../repository';
import { backOfficeRefusals } from '../../back-office/texts';

export const setLeadStatus: ProcedureHandler<(typeof procedures)['leads.setStatus']> = async (ctx, input) => {
  const user = ctx.user();
  if (!canSeeLeads(user)) throw forbidden();
  await ctx.db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, input.leadId);
    if (!lead) throw notFound(backOfficeRefusals.leadNotFound);
    if (lead.status === 'converted') throw conflict(backOfficeRefusals.alreadyConverted);
    await saveLeadStatus(trx, { ...input, by: user.id, now: ctx.now });
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'lead.status',
      subject: `lead:${lead.id}`,
      before: { status: lead.status, note: lead.status_note },
      after: { status: input.status, note: input.note },
      at: ctx.now,
    });
  });
  return { ok: true as const };
};
