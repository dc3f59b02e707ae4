import type { procedures } from '@school/shared/contracts';
import { canResolvePayments } from '@school/shared/permissions';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { findAttentionOrder, listAttention, noteRefund, recordPaidOrder } from '../repository';
import { paymentTexts } from '../texts';

/**
 * Admins resolve a payment needing attention without touching the database: `credit` records the
 * purchase as if the provider had reported the order's sum (the transaction keeps the sum the provider
 * reported, when it was in rubles); `refund_noted` keeps the order failed and notes how the money went
 * back. Each writes who, when and the note to the order's history. Answers the list.
 */
export const resolvePaymentAttention: ProcedureHandler<(typeof procedures)['payments.resolveAttention']> = async (ctx, input) => {
  const admin = ctx.user();
  if (!canResolvePayments(admin)) throw forbidden(paymentTexts.attentionAdminsOnly);
  const order = await findAttentionOrder(ctx.db, input.orderId);
  if (!order) throw notFound(paymentTexts.attentionNotFound);
  if (order.resolved_at) throw conflict(paymentTexts.attentionAlreadyResolved);
  let done: boolean;
  if (input.resolution === 'credit') {
    const sum = order.provider_currency === 'RUB' && order.provider_amount !== null && order.provider_amount > 0 ? order.provider_amount : order.amount;
    done = await recordPaidOrder(ctx.db, order.id, ctx.now, { by: 'admin', adminId: admin.id, note: input.note, sum });
  } else {
    if (!input.note) throw badRequest(paymentTexts.refundNoteRequired, 'note');
    done = await noteRefund(ctx.db, { orderId: order.id, adminId: admin.id, note: input.note, now: ctx.now });
  }
  if (!done) throw conflict(paymentTexts.attentionAlreadyResolved);
  return listAttention(ctx.db);
};
