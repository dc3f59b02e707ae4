import type { Database } from '../../db/database';
import type { RequestContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditEntryInput } from '../audit/repository';
import { backOfficeUser } from './access';
import { formatName } from './repository';
import { backOfficeRefusals } from './texts';

interface BalanceAdjustment {
  /** Whether the student or group whose balance changes exists. */
  exists: (db: Database) => Promise<boolean>;
  notFoundText: string;
  /** Writes the ledger entry and the new balance; answers the lessons left after it. */
  adjust: (trx: Database, by: number) => Promise<number>;
  /** The audit entry of the change, given the lessons left after it. */
  audit: (reportsLeft: number) => Omit<AuditEntryInput, 'actorId' | 'at'>;
}

/**
 * A balance (a student's or a group's) changes only by an adjustment with a reason, by back-office staff:
 * the ledger entry, the new balance and the audit entry are written together or not at all.
 */
export async function adjustBalanceAudited(
  ctx: RequestContext,
  input: { formatId: string },
  adjustment: BalanceAdjustment,
): Promise<{ formatId: string; name: string; reportsLeft: number }> {
  const user = backOfficeUser(ctx);
  if (!(await adjustment.exists(ctx.db))) throw notFound(adjustment.notFoundText);
  const name = await formatName(ctx.db, input.formatId);
  if (name === null) throw badRequest(backOfficeRefusals.unknownFormat, 'formatId');
  const reportsLeft = await ctx.db.transaction().execute(async (trx) => {
    const after = await adjustment.adjust(trx, user.id);
    await recordAudit(trx, { ...adjustment.audit(after), actorId: user.id, at: ctx.now });
    return after;
  });
  return { formatId: input.formatId, name, reportsLeft };
}
