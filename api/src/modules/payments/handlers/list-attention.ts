import type { procedures } from '@school/shared/contracts';
import { canResolvePayments } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { listAttention } from '../repository';
import { paymentTexts } from '../texts';

/** Admins: the payments needing attention and the latest resolved ones. */
export const listPaymentsAttention: ProcedureHandler<(typeof procedures)['payments.listAttention']> = async (ctx) => {
  if (!canResolvePayments(ctx.user())) throw forbidden(paymentTexts.attentionAdminsOnly);
  return listAttention(ctx.db);
};
