import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { rateLatestPaidOrder } from '../repository';
import { paymentTexts } from '../texts';

/** payments.rate: the signed-in user rates their latest paid order. */
export const ratePayment: ProcedureHandler<(typeof procedures)['payments.rate']> = async (ctx, input) => {
  if (!(await rateLatestPaidOrder(ctx.db, ctx.user().id, input.rating))) throw notFound(paymentTexts.nothingToRate);
  return { ok: true as const };
};
