import type { procedures } from '@school/shared/contracts';
import { backOfficeTexts } from '@school/shared/texts';
import { badRequest, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { recordAudit } from '../../audit/repository';
import { backOfficeUser } from '../access';
import { adjustStudentBalance as adjust, formatName, isStudent } from '../repository';

/** A balance changes only by an adjustment with a reason: a ledger entry (who, when, why) and an audit entry. */
export const adjustStudentBalance: ProcedureHandler<(typeof procedures)['admin.students.adjustBalance']> = async (ctx, input) => {
  const user = backOfficeUser(ctx);
  if (!(await isStudent(ctx.db, input.studentId))) throw notFound(backOfficeTexts.studentNotFound);
  const name = await formatName(ctx.db, input.formatId);
  if (name === null) throw badRequest(backOfficeTexts.unknownFormat, 'formatId');
  const reportsLeft = await ctx.db.transaction().execute(async (trx) => {
    const after = await adjust(trx, { ...input, by: user.id, now: ctx.now });
    await recordAudit(trx, {
      actorId: user.id,
      kind: 'student.balance',
      personId: input.studentId,
      subject: `format:${input.formatId}`,
      before: { reportsLeft: after - input.delta },
      after: { reportsLeft: after, delta: input.delta, reason: input.reason },
      at: ctx.now,
    });
    return after;
  });
  return { formatId: input.formatId, name, reportsLeft };
};
