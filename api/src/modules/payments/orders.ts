import { randomUUID } from 'node:crypto';
import {
  canPayInInstallments,
  COURSE_CATEGORY,
  courseById,
  offerPrice,
  orderAmount,
  paidLessonsOf,
  PAYMENT_STATUS_PARAM,
  promoPrice,
  TEST_DRIVE_CATEGORY,
} from '@school/shared/domain';
import { canBuyLessons } from '@school/shared/permissions';
import type { PaymentInput, PaymentResult } from '@school/shared/schemas';
import { forwardedOrigin } from '../../http/client-address';
import { lessonForms, pluralCount } from '@school/shared/texts';
import type { AppDeps, HonoContext, RequestContext } from '../../http/context';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { enforceRateLimit, rateLimits } from '../../http/rate-limit';
import type { PaymentOrderStatus } from '../../db/schema';
import { emailConfirmed } from '../accounts/repository';
import { promoRefusal } from '../promo-codes/checks';
import { findPromoCode, hasPurchases, promoCodeUses } from '../promo-codes/repository';
import { ProviderError, type PaymentProvider } from './provider';
import {
  attachProviderPayment,
  attachReceipt,
  awaitsAttention,
  closeOrder,
  failOrderForWrongSum,
  expireUnpaidOrders,
  findOrder,
  insertOrder,
  purchasableTransactionType,
  recordPaidOrder,
  usableOffer,
  type PaymentOrder,
} from './repository';
import { paymentTexts } from './texts';
import { promoCodeTexts } from '../promo-codes/texts';
import { accountRefusals } from '../accounts/texts';

export const RETURN_PATH = '/api/public/payments/return';
export const NOTIFICATION_PATH = '/api/public/payments/notifications';
const DASHBOARD_PATH = '/lms/dashboard';

export function providerOf(deps: AppDeps): PaymentProvider {
  if (!deps.payments) throw new Error('No payment provider: createApp sets one up');
  return deps.payments;
}

/**
 * The school's public address: PUBLIC_URL (required in production), else the address the request
 * came to. Forwarded host and protocol count only from a trusted proxy (TRUSTED_PROXIES): from anyone
 * else they would let a visitor point the school's payment links at another site.
 */
export function siteUrl(c: HonoContext, deps: AppDeps): string {
  if (deps.config.payments.publicUrl) return deps.config.payments.publicUrl;
  return forwardedOrigin(c) ?? new URL(c.req.url).origin;
}

/**
 * Where the payer lands after paying, with paymentStatus success or fail: the page of the course bought (it
 * opens at once), else the dashboard.
 */
export function dashboardAfterPayment(status: PaymentOrderStatus | null, courseId: string | null = null): string {
  const path = (courseId && courseById(courseId)?.path) || DASHBOARD_PATH;
  return `${path}?${PAYMENT_STATUS_PARAM}=${status === 'succeeded' ? 'success' : 'fail'}`;
}

function orderDescription(type: { plan_name: string; category: string; reports_amount: number; description: string }, installment: boolean): string {
  let what = type.plan_name;
  if (type.category === TEST_DRIVE_CATEGORY) what = `${type.plan_name}, пробный урок`;
  else if (type.category !== COURSE_CATEGORY)
    what = `${type.plan_name}, ${pluralCount(paidLessonsOf({ reportsAmount: type.reports_amount, description: type.description }), lessonForms)}`;
  return (installment ? `${what}, в рассрочку` : what).slice(0, 128);
}

/** What lowered an order's price, for its description on the provider's page. */
type PriceCut = { kind: 'promo'; code: string } | { kind: 'offer'; title: string } | null;

function describeCut(cut: PriceCut): string {
  if (cut?.kind === 'promo') return `, промокод ${cut.code}`;
  if (cut?.kind === 'offer') return `, по предложению «${cut.title}»`;
  return '';
}

/**
 * The payment trigger: checks who buys what, prices the order from the school's own plans (an offer's price
 * for a learner it is meant for, or a promo code's, never both), asks the provider for a payment and answers
 * the provider's page to send the payer to. A promo code's use is counted under a lock on the code in the
 * transaction that stores the order, so a code's limit holds however many buyers press at once.
 */
export async function createPaymentOrder(ctx: RequestContext, input: PaymentInput): Promise<PaymentResult> {
  const user = ctx.user();
  if (!canBuyLessons(user)) throw forbidden(paymentTexts.learnersOnly);
  if (input.studentId !== undefined && input.studentId !== 'me' && input.studentId !== user.id) throw forbidden(paymentTexts.onlyForYourself);
  // A learner who signed up pays once their address is confirmed (the link in the sign-up's message).
  if (!(await emailConfirmed(ctx.db, user.id))) throw forbidden(accountRefusals.confirmEmailToPay);

  const type = await purchasableTransactionType(ctx.db, input.transactionTypeId);
  if (!type) throw badRequest(paymentTexts.unknownPrice, 'transactionTypeId');
  const fields = { price: type.price, maxInstallmentMonths: type.max_installment_months, installmentMultiplier: type.installment_multiplier };
  const installment = input.type === 'vsegdaDa';
  if (installment && !canPayInInstallments(fields)) throw badRequest(paymentTexts.noInstallments, 'type');
  if (input.userOfferId !== undefined && input.promoCode !== undefined) throw badRequest(promoCodeTexts.promoNotWithOffer, 'promoCode');

  let price = type.price;
  let cut: PriceCut = null;
  if (input.userOfferId !== undefined) {
    const offer = await usableOffer(ctx.db, { offerId: input.userOfferId, studentId: user.id, transactionTypeId: type.id, now: ctx.now });
    if (!offer) throw badRequest(paymentTexts.offerUnavailable, 'userOfferId');
    if (offer.first_purchase_only && (await hasPurchases(ctx.db, user.id))) throw badRequest(paymentTexts.offerFirstPurchaseOnly, 'userOfferId');
    price = offerPrice(type.price, offer.discount_percent);
    if (price < type.price) cut = { kind: 'offer', title: offer.title };
  }

  // Each order is a call to the provider's API: a learner makes a few an hour at most.
  await enforceRateLimit(ctx, rateLimits.paymentOrders, `user:${user.id}`);
  const { deps } = ctx;
  const provider = providerOf(deps);
  await expireUnpaidOrders(ctx.db, ctx.now);
  const id = randomUUID();
  const expiresAt = new Date(ctx.now.getTime() + deps.config.payments.orderTtlMs);

  const order = await ctx.db.transaction().execute(async (trx) => {
    let promoCodeId: number | null = null;
    if (input.promoCode !== undefined) {
      const code = await findPromoCode(trx, input.promoCode, { forUpdate: true });
      const refusal = promoRefusal(code, {
        now: ctx.now,
        hasPurchases: await hasPurchases(trx, user.id),
        uses: code ? await promoCodeUses(trx, code.id, ctx.now) : 0,
        option: { id: type.id, planId: type.plan_id, category: type.category },
      });
      const lowered = code && !refusal ? promoPrice(type.price, { discountPercent: code.discount_percent, discountRubles: code.discount_rubles }) : null;
      if (refusal || !code || lowered === null) throw badRequest(refusal ?? promoCodeTexts.promoNotForOption, 'promoCode');
      price = lowered;
      promoCodeId = code.id;
      cut = { kind: 'promo', code: code.code.toUpperCase() };
    }
    const amount = orderAmount({ ...fields, price }, input.type);
    const description = `${orderDescription(type, installment)}${describeCut(cut)}`.slice(0, 128);
    await insertOrder(trx, {
      id,
      user_id: user.id,
      student_id: user.id,
      transaction_type_id: type.id,
      payment_type: input.type,
      installment_months: installment ? type.max_installment_months : null,
      amount,
      regular_price: type.price,
      promo_code_id: promoCodeId,
      description,
      comment: input.comment,
      user_offer_id: input.userOfferId ?? null,
      provider: provider.name,
      created_at: ctx.now,
      expires_at: expiresAt,
    });
    return { amount, description };
  });
  const { amount, description } = order;

  const site = siteUrl(ctx.hono, deps);
  try {
    const payment = await provider.createPayment({
      orderId: id,
      amount,
      currency: 'RUB',
      description,
      returnUrl: `${site}${RETURN_PATH}/${id}`,
      siteUrl: site,
      installmentMonths: installment ? type.max_installment_months : null,
      expiresAt,
    });
    await attachProviderPayment(ctx.db, id, payment.id);
    return { redirectUrl: payment.confirmationUrl };
  } catch (error) {
    await closeOrder(ctx.db, id, 'failed', { now: ctx.now, reason: 'provider_error' });
    if (error instanceof ProviderError) {
      console.error(error);
      throw new HttpError(502, [{ message: paymentTexts.providerUnavailable }]);
    }
    throw error;
  }
}

/**
 * Brings an order in line with its payment as the provider reports it (never with what a
 * notification or a browser claims): a succeeded payment of the right sum is recorded once, a
 * canceled one closes the order, a wrong sum fails it and puts it on the admins' list of payments
 * needing attention. An order on that list is read again when the provider reports on it: once the
 * provider reports the right sum, it is credited. Answers the order's status after.
 */
export async function syncOrder(deps: AppDeps, order: PaymentOrder): Promise<PaymentOrderStatus> {
  const open = order.status === 'pending' || order.status === 'expired';
  if (!open && !awaitsAttention(order)) return order.status;
  if (!order.provider_payment_id) return order.status;
  const provider = providerOf(deps);
  if (provider.name !== order.provider) return order.status;
  const payment = await provider.getPayment(order.provider_payment_id);
  const now = deps.now();
  if (!payment) return order.status;
  if (payment.status === 'succeeded') {
    if (payment.amount !== order.amount || payment.currency !== order.currency || (payment.orderId !== null && payment.orderId !== order.id)) {
      if (open && (await failOrderForWrongSum(deps.db, order.id, { amount: payment.amount, currency: payment.currency, paymentId: payment.id }, now))) {
        console.error(
          `Payment ${payment.id} of order ${order.id}: the provider reports ${payment.amount} ${payment.currency}, the order is ${order.amount} ${order.currency}; it waits for an admin (payments needing attention)`,
        );
      }
    } else {
      await recordPaidOrder(deps.db, order.id, now);
      if (payment.receiptUrl) await attachReceipt(deps.db, order.id, payment.receiptUrl);
    }
  } else if (payment.status === 'canceled' && open) {
    await closeOrder(deps.db, order.id, 'canceled', { now });
  }
  return (await findOrder(deps.db, order.id))?.status ?? order.status;
}
