import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { adjustBalanceAudited } from '../balance-adjustment';
import { adjustGroupBalance as adjust, loadGroupDetails } from '../repository';
import { backOfficeRefusals } from '../texts';

export const adjustGroupBalance: ProcedureHandler<(typeof procedures)['admin.groups.adjustBalance']> = (ctx, input) =>
  adjustBalanceAudited(ctx, input, {
    exists: async (db) => (await loadGroupDetails(db, input.groupId)) !== null,
    notFoundText: backOfficeRefusals.groupNotFound,
    adjust: (trx, by) => adjust(trx, { ...input, by, now: ctx.now }),
    audit: (after) => ({
      kind: 'group.balance',
      subject: `student-group:${input.groupId}`,
      before: { formatId: input.formatId, reportsLeft: after - input.delta },
      after: { formatId: input.formatId, reportsLeft: after, delta: input.delta, reason: input.reason },
    }),
  });
