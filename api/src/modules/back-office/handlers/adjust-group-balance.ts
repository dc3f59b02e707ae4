import type { procedures } from '@school/shared/contracts';
import { backOfficeTexts } from '@school/shared/texts';
import { badRequest, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { adjustGroupBalance as adjust, formatName, loadGroupDetails } from '../repository';

export const adjustGroupBalance: ProcedureHandler<(typeof procedures)['admin.groups.adjustBalance']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  if (!(await loadGroupDetails(ctx.db, input.groupId))) throw notFound(backOfficeTexts.groupNotFound);
  const name = await formatName(ctx.db, input.formatId);
  if (name === null) throw badRequest(backOfficeTexts.unknownFormat, 'formatId');
  const reportsLeft = await ctx.db.transaction().execute(async (trx) => {
    const after = await adjust(trx, { ...input, by: user.id, now: ctx.now });
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'group.balance',
      subject: `student-group:${input.groupId}`,
      before: { formatId: input.formatId, reportsLeft: after - input.delta },
      after: { formatId: input.formatId, reportsLeft: after, delta: input.delta, reason: input.reason },
      at: ctx.now,
    });
    return after;
  });
  return { formatId: input.formatId, name, reportsLeft };
};
