import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { adjustBalanceAudited } from '../balance-adjustment';
import { adjustStudentBalance as adjust, isStudent } from '../repository';
import { backOfficeRefusals } from '../texts';

/** A balance changes only by an adjustment with a reason: a ledger entry (who, when, why) and an audit entry. */
export const adjustStudentBalance: ProcedureHandler<(typeof procedures)['admin.students.adjustBalance']> = (ctx, input) =>
  adjustBalanceAudited(ctx, input, {
    exists: (db) => isStudent(db, input.studentId),
    notFoundText: backOfficeRefusals.studentNotFound,
    adjust: (trx, by) => adjust(trx, { ...input, by, now: ctx.now }),
    audit: (after) => ({
      kind: 'student.balance',
      personId: input.studentId,
      subject: `format:${input.formatId}`,
      before: { reportsLeft: after - input.delta },
      after: { reportsLeft: after, delta: input.delta, reason: input.reason },
    }),
  });
