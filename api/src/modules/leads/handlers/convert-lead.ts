import type { procedures } from '@school/shared/contracts';
import { canSeeLeads } from '@school/shared/permissions';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { invitePerson } from '../../back-office/invitations';
import { assignTeacher, isActiveTeacher } from '../../back-office/repository';
import { lockLead, setLeadStatus } from '../repository';
import { backOfficeRefusals } from '../../back-office/texts';

/**
 * A lead becomes a student in one step: the account with an invitation, the teacher (when chosen),
 * the lead marked converted with a link to the person. All in one transaction with the audit entry.
 */
export const convertLead: ProcedureHandler<(typeof procedures)['leads.convert']> = async (ctx, input) => {
  const user = ctx.user();
  if (!canSeeLeads(user)) throw forbidden();
  if (input.teacherId !== undefined && !(await isActiveTeacher(ctx.db, input.teacherId))) throw badRequest(backOfficeRefusals.notATeacher, 'teacherId');
  const id = await ctx.db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, input.leadId);
    if (!lead) throw notFound(backOfficeRefusals.leadNotFound);
    if (lead.status === 'converted') throw conflict(backOfficeRefusals.alreadyConverted);
    const personId = await invitePerson(trx, ctx.deps, { ...input, roles: ['student'], invitedAs: 'student', by: user.id, now: ctx.now });
    if (personId === null) throw conflict(backOfficeRefusals.emailTaken, 'email');
    if (input.teacherId !== undefined) await assignTeacher(trx, personId, input.teacherId, ctx.now);
    await setLeadStatus(trx, { leadId: lead.id, status: 'converted', note: lead.status_note, by: user.id, now: ctx.now, convertedUserId: personId });
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'lead.convert',
      personId,
      subject: `lead:${lead.id}`,
      before: { status: lead.status, name: lead.name, phone: lead.phone },
      after: { status: 'converted', studentId: personId, teacherId: input.teacherId ?? null },
      at: ctx.now,
    });
    return personId;
  });
  return { id };
};
