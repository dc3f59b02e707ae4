import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { PaymentOrdersTable } from '../../db/schema';
import { creditReferralForPurchase } from '../referrals/repository';
import { paymentSucceeded } from '../notifications/events';

/** Payment orders: created priced, tied to the provider's payment, settled once. */

export type PaymentOrder = Selectable<PaymentOrdersTable>;

/** A price option that may be bought: it belongs to a public plan. */
export async function purchasableTransactionType(db: Database, id: string) {
  return db
    .selectFrom('transaction_types as t')
    .innerJoin('subscription_plans as p', 'p.id', 't.subscription_plan_id')
    .select([
      't.id',
      't.category',
      't.description',
      't.price',
      't.reports_amount',
      't.report_full_type_id',
      't.max_installment_months',
      't.installment_multiplier',
      't.course_id',
      'p.name as plan_name',
    ])
    .where('t.id', '=', id)
    .where('p.is_public', '=', true)
    .executeTakeFirst();
}

/** An offer this student may use for this price option now. */
export async function usableOffer(db: Database, args: { offerId: number; studentId: number; transactionTypeId: string; now: Date }): Promise<boolean> {
  const offer = await db
    .selectFrom('offers')
    .select(['id'])
    .where('id', '=', args.offerId)
    .where((eb) => eb.or([eb('student_id', 'is', null), eb('student_id', '=', args.studentId)]))
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', args.now)]))
    .where(sql<boolean>`${args.transactionTypeId} = ANY(transaction_type_ids)`)
    .executeTakeFirst();
  return offer !== undefined;
}

export async function insertOrder(
  db: Database,
  order: Pick<
    PaymentOrder,
    | 'id'
    | 'user_id'
    | 'student_id'
    | 'transaction_type_id'
    | 'payment_type'
    | 'installment_months'
    | 'amount'
    | 'description'
    | 'comment'
    | 'user_offer_id'
    | 'provider'
    | 'created_at'
    | 'expires_at'
  >,
): Promise<void> {
  await db.insertInto('payment_orders').values(order).execute();
}

export async function attachProviderPayment(db: Database, orderId: string, providerPaymentId: string): Promise<void> {
  await db.updateTable('payment_orders').set({ provider_payment_id: providerPaymentId }).where('id', '=', orderId).execute();
}

export async function findOrder(db: Database, id: string): Promise<PaymentOrder | undefined> {
  return db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrderByProviderPayment(db: Database, provider: string, providerPaymentId: string): Promise<PaymentOrder | undefined> {
  return db.selectFrom('payment_orders').selectAll().where('provider', '=', provider).where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
}

/** An order that is not paid ends: canceled by the payer, or failed (provider error, wrong sum). A paid order is never touched. */
export async function closeOrder(db: Database, id: string, status: 'canceled' | 'failed', args: { now: Date; reason?: string }): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ status, settled_at: args.now, failure_reason: args.reason ?? null })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'expired'])
    .execute();
}

/**
 * The provider confirmed the payment: in one database transaction the order becomes paid, the
 * purchase is recorded, the lessons go onto the student's balance and a course is opened. The
 * conditional update makes it happen once, however many notifications and returns race for it.
 * Answers true when this call recorded the purchase.
 */
export async function recordPaidOrder(db: Database, orderId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('payment_orders')
      .set({ status: 'succeeded', settled_at: now, failure_reason: null })
      .where('id', '=', orderId)
      .where('status', 'in', ['pending', 'expired'])
      .returningAll()
      .executeTakeFirst();
    if (!order) return false;
    const type = await trx
      .selectFrom('transaction_types')
      .select(['reports_amount', 'report_full_type_id', 'course_id'])
      .where('id', '=', order.transaction_type_id)
      .executeTakeFirstOrThrow();
    const transaction = await trx
      .insertInto('transactions')
      .values({ student_id: order.student_id, transaction_type_id: order.transaction_type_id, sum: order.amount, date: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('payment_orders').set({ transaction_id: transaction.id }).where('id', '=', order.id).execute();
    if (type.report_full_type_id && type.reports_amount > 0) {
      await trx
        .insertInto('student_balances')
        .values({ student_id: order.student_id, report_full_type_id: type.report_full_type_id, reports_left: type.reports_amount })
        .onConflict((oc) =>
          oc.columns(['student_id', 'report_full_type_id']).doUpdateSet({ reports_left: sql`student_balances.reports_left + ${type.reports_amount}` }),
        )
        .execute();
    }
    if (type.course_id) {
      await trx
        .insertInto('user_courses')
        .values({ user_id: order.student_id, course_id: type.course_id, purchased: true, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet({ purchased: true }))
        .execute();
    }
    // An invited friend's first package of 16+ lessons credits both sides, in this same transaction.
    await creditReferralForPurchase(trx, { studentId: order.student_id, transactionId: transaction.id, transactionTypeId: order.transaction_type_id, now });
    await paymentSucceeded(trx, { userId: order.user_id, amount: order.amount, description: order.description, now });
    return true;
  });
}

/** Orders left unpaid past their time expire (any instance may run this; it is one idempotent update). */
export async function expireUnpaidOrders(db: Database, now: Date): Promise<number> {
  const result = await db
    .updateTable('payment_orders')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Rates the user's latest paid order; false when there is none. */
export async function rateLatestPaidOrder(db: Database, userId: number, rating: number): Promise<boolean> {
  const latest = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'succeeded')
    .orderBy('settled_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return false;
  await db.updateTable('payment_orders').set({ rating }).where('id', '=', latest.id).execute();
  return true;
}
