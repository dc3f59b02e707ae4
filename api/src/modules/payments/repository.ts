import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { courseAccessAfterPurchase } from '@school/shared/domain';
import type { Database } from '../../db/database';
import type { PaymentAttention, PaymentsAttention } from '@school/shared/schemas';
import type { PaymentOrderEventsTable, PaymentOrdersTable, SandboxPaymentsTable } from '../../db/schema';
import { creditReferralForPurchase } from '../referrals/repository';
import { creditBalance } from '../students/repository';
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
      't.subscription_plan_id as plan_id',
      'p.name as plan_name',
    ])
    .where('t.id', '=', id)
    .where('p.is_public', '=', true)
    .executeTakeFirst();
}

/** The course a price option opens, or null. */
export async function courseOfTransactionType(db: Database, id: string): Promise<string | null> {
  const row = await db.selectFrom('transaction_types').select('course_id').where('id', '=', id).executeTakeFirst();
  return row?.course_id ?? null;
}

/** An offer of this student (or of everybody) for this price option, still running; its price and who may use it. */
export async function usableOffer(db: Database, args: { offerId: number; studentId: number; transactionTypeId: string; now: Date }) {
  return db
    .selectFrom('offers')
    .select(['id', 'title', 'discount_percent', 'first_purchase_only'])
    .where('id', '=', args.offerId)
    .where((eb) => eb.or([eb('student_id', 'is', null), eb('student_id', '=', args.studentId)]))
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', args.now)]))
    .where(sql<boolean>`${args.transactionTypeId} = ANY(transaction_type_ids)`)
    .executeTakeFirst();
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
    | 'regular_price'
    | 'promo_code_id'
  >,
): Promise<void> {
  await db.insertInto('payment_orders').values(order).execute();
}

export async function attachProviderPayment(db: Database, orderId: string, providerPaymentId: string): Promise<void> {
  await db.updateTable('payment_orders').set({ provider_payment_id: providerPaymentId }).where('id', '=', orderId).execute();
}

/** The provider's receipt page of a paid order. */
export async function attachReceipt(db: Database, orderId: string, receiptUrl: string): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ receipt_url: receiptUrl.slice(0, 2000) })
    .where('id', '=', orderId)
    .where('status', '=', 'succeeded')
    .execute();
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

/** How a paid order came to be credited, written to its history when it had needed an admin. */
type CreditedBy = { by: 'provider' } | { by: 'admin'; adminId: number; note: string; sum: number };

/**
 * The provider confirmed the payment: in one database transaction the order becomes paid, the
 * purchase is recorded, the lessons go onto the student's balance and a course is opened. The
 * conditional update makes it happen once, however many notifications and returns race for it.
 * An order that failed for a wrong sum and still waits for an admin may be credited too: by the
 * provider's later report of the right sum, or by the admin (`credit`); its attention is resolved in
 * the same transaction. Answers true when this call recorded the purchase.
 */
export async function recordPaidOrder(db: Database, orderId: string, now: Date, credit: CreditedBy = { by: 'provider' }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('payment_orders')
      .set({ status: 'succeeded', settled_at: now, failure_reason: null })
      .where('id', '=', orderId)
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['pending', 'expired']),
          eb.and([eb('status', '=', 'failed'), eb('attention_at', 'is not', null), eb('resolved_at', 'is', null)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!order) return false;
    if (order.attention_at) {
      const admin = credit.by === 'admin' ? credit : null;
      await trx
        .updateTable('payment_orders')
        .set({ resolved_at: now, resolved_by: admin?.adminId ?? null, resolution: 'credited', resolution_note: admin?.note ?? null })
        .where('id', '=', order.id)
        .execute();
      await addOrderEvent(trx, {
        order_id: order.id,
        at: now,
        actor_id: admin?.adminId ?? null,
        event: admin ? 'credited' : 'credited_by_provider',
        note: admin?.note ?? '',
        details: JSON.stringify({ sum: admin?.sum ?? order.amount }),
      });
      await refreshAttentionNotifications(trx, now);
    }
    const sum = credit.by === 'admin' ? credit.sum : order.amount;
    const type = await trx
      .selectFrom('transaction_types')
      .select(['reports_amount', 'report_full_type_id', 'course_id'])
      .where('id', '=', order.transaction_type_id)
      .executeTakeFirstOrThrow();
    const transaction = await trx
      .insertInto('transactions')
      .values({
        student_id: order.student_id,
        transaction_type_id: order.transaction_type_id,
        sum,
        date: now,
        signup_promo_code_id: order.promo_code_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('payment_orders').set({ transaction_id: transaction.id }).where('id', '=', order.id).execute();
    if (type.report_full_type_id && type.reports_amount > 0) {
      await creditBalance(trx, { studentId: order.student_id, formatId: type.report_full_type_id, lessons: type.reports_amount });
    }
    if (type.course_id) await openCourse(trx, { studentId: order.student_id, courseId: type.course_id, now });
    // An invited friend's first package of 16+ lessons credits both sides, in this same transaction.
    await creditReferralForPurchase(trx, { studentId: order.student_id, transactionId: transaction.id, transactionTypeId: order.transaction_type_id, now });
    await paymentSucceeded(trx, { userId: order.user_id, amount: order.amount, description: order.description, now });
    return true;
  });
}

/**
 * The provider reported a sum or currency other than the order's: the order fails, nothing is
 * credited, and it waits for an admin (the list of payments needing attention, a notification to
 * every admin). Answers true when this call moved it (a repeated report changes nothing).
 */
export async function failOrderForWrongSum(
  db: Database,
  orderId: string,
  reported: { amount: number; currency: string; paymentId: string },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('payment_orders')
      .set({
        status: 'failed',
        settled_at: now,
        failure_reason: 'amount_mismatch',
        attention_at: now,
        provider_amount: Number.isSafeInteger(reported.amount) ? reported.amount : null,
        provider_currency: reported.currency.slice(0, 8),
      })
      .where('id', '=', orderId)
      .where('status', 'in', ['pending', 'expired'])
      .returning(['id', 'amount', 'currency'])
      .executeTakeFirst();
    if (!order) return false;
    await addOrderEvent(trx, {
      order_id: order.id,
      at: now,
      actor_id: null,
      event: 'amount_mismatch',
      details: JSON.stringify({ order: { amount: order.amount, currency: order.currency }, provider: reported }),
    });
    await refreshAttentionNotifications(trx, now);
    return true;
  });
}

/** A failed order still waiting for an admin: the provider's later report may settle it. */
export function awaitsAttention(order: PaymentOrder): boolean {
  return order.status === 'failed' && order.attention_at !== null && order.resolved_at === null;
}

/** An admin noted that a payment needing attention was refunded: it stays failed and leaves the open list. */
export async function noteRefund(db: Database, args: { orderId: string; adminId: number; note: string; now: Date }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('payment_orders')
      .set({ resolved_at: args.now, resolved_by: args.adminId, resolution: 'refund_noted', resolution_note: args.note })
      .where('id', '=', args.orderId)
      .where('status', '=', 'failed')
      .where('attention_at', 'is not', null)
      .where('resolved_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!order) return false;
    await addOrderEvent(trx, { order_id: order.id, at: args.now, actor_id: args.adminId, event: 'refund_noted', note: args.note });
    await refreshAttentionNotifications(trx, args.now);
    return true;
  });
}

/** One line of an order's history (migration 0950): who did what, when. */
async function addOrderEvent(
  db: Database,
  event: { order_id: string; at: Date; actor_id: number | null; event: PaymentOrderEventsTable['event']; note?: string; details?: string },
): Promise<void> {
  await db.insertInto('payment_order_events').values(event).execute();
}

/** The notification type admins get while payments need attention (its count: how many). */
const ATTENTION_NOTIFICATION = 'payments-attention';

/**
 * Every admin's notification of payments needing attention, made to match the open list: one row per
 * admin with the count, none when the list is empty. Idempotent; runs in the transaction that changed
 * the list.
 */
async function refreshAttentionNotifications(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('notifications').where('type', '=', ATTENTION_NOTIFICATION).execute();
  await sql`
    insert into notifications (user_id, type, count, created_at)
    select u.id, ${ATTENTION_NOTIFICATION}, open.n, ${now}
    from users u,
      (select count(*)::int as n from payment_orders where attention_at is not null and resolved_at is null) open
    where u.is_admin and open.n > 0
  `.execute(db);
}

/** An order of the attention list (open or resolved), or undefined. */
export async function findAttentionOrder(db: Database, orderId: string) {
  return db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).where('attention_at', 'is not', null).executeTakeFirst();
}

/** Payments needing attention, oldest first, and the latest 50 resolved ones. */
export async function listAttention(db: Database): Promise<PaymentsAttention> {
  const base = db
    .selectFrom('payment_orders as o')
    .innerJoin('users as s', 's.id', 'o.student_id')
    .leftJoin('users as a', 'a.id', 'o.resolved_by')
    .select([
      'o.id',
      'o.created_at',
      'o.attention_at',
      'o.description',
      'o.amount',
      'o.currency',
      'o.provider_amount',
      'o.provider_currency',
      'o.provider',
      'o.provider_payment_id',
      'o.status',
      'o.resolution',
      'o.resolved_at',
      'o.resolution_note',
      's.id as student_id',
      's.first_name',
      's.last_name',
      's.email',
      'a.first_name as admin_first_name',
      'a.last_name as admin_last_name',
    ])
    .where('o.attention_at', 'is not', null);
  const [open, resolved] = await Promise.all([
    base.where('o.resolved_at', 'is', null).orderBy('o.attention_at').orderBy('o.id').limit(500).execute(),
    base.where('o.resolved_at', 'is not', null).orderBy('o.resolved_at', 'desc').orderBy('o.id').limit(50).execute(),
  ]);
  const toItem = (r: (typeof open)[number]): PaymentAttention => ({
    orderId: r.id,
    createdAt: r.created_at.toISOString(),
    attentionAt: (r.attention_at ?? r.created_at).toISOString(),
    student: { id: r.student_id, firstName: r.first_name, lastName: r.last_name, email: r.email },
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    providerAmount: r.provider_amount,
    providerCurrency: r.provider_currency,
    provider: r.provider,
    providerPaymentId: r.provider_payment_id,
    status: r.status,
    resolution: r.resolution,
    resolvedAt: r.resolved_at ? r.resolved_at.toISOString() : null,
    resolvedBy: r.admin_first_name !== null ? `${r.admin_first_name} ${r.admin_last_name ?? ''}`.trim() : null,
    resolutionNote: r.resolution_note,
  });
  return { open: open.map(toItem), resolved: resolved.map(toItem) };
}

/**
 * A paid course opens for its access period (6 months for the 13-lesson course, a year for the others),
 * counted from the payment, or from the end of an access still running: buying again extends it. The
 * first purchase stays the course's start (its units keep their opening dates).
 */
async function openCourse(trx: Database, args: { studentId: number; courseId: string; now: Date }): Promise<void> {
  const current = await trx
    .selectFrom('user_courses')
    .select(['access_until', 'purchased'])
    .where('user_id', '=', args.studentId)
    .where('course_id', '=', args.courseId)
    .forUpdate()
    .executeTakeFirst();
  // A course the school gave without an end keeps it.
  if (current?.purchased && current.access_until === null) return;
  const accessUntil = courseAccessAfterPurchase(args.courseId, args.now, current?.access_until ?? null);
  await trx
    .insertInto('user_courses')
    .values({ user_id: args.studentId, course_id: args.courseId, purchased: true, created_at: args.now, access_until: accessUntil })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet({ purchased: true, access_until: accessUntil }))
    .execute();
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
    // Orders settled in the same instant: the one created last.
    .orderBy('settled_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return false;
  await db.updateTable('payment_orders').set({ rating }).where('id', '=', latest.id).execute();
  return true;
}

/* The sandbox provider's payments (`sandbox.ts`): any API instance serves them. */

/** A payment of the sandbox provider, as its hosted page shows it. */
export type SandboxPayment = {
  id: string;
  amount: number;
  currency: string;
  description: string;
  returnUrl: string;
  installmentMonths: number | null;
  orderId: string;
  status: 'pending' | 'succeeded' | 'canceled';
  expiresAt: Date;
};

function sandboxPaymentOf(row: Selectable<SandboxPaymentsTable>): SandboxPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    returnUrl: row.return_url,
    installmentMonths: row.installment_months,
    orderId: row.order_id,
    status: row.status,
    expiresAt: row.expires_at,
  };
}

export async function findSandboxPayment(db: Database, id: string): Promise<SandboxPayment | null> {
  const row = await db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? sandboxPaymentOf(row) : null;
}

/** The sandbox payment of an order: made once, the order is its idempotence key; asking again answers the same payment. */
export async function claimSandboxPayment(
  db: Database,
  request: { orderId: string; amount: number; currency: string; description: string; returnUrl: string; installmentMonths: number | null; expiresAt: Date },
  now: Date,
): Promise<{ id: string }> {
  await db
    .insertInto('sandbox_payments')
    .values({
      id: randomUUID(),
      idempotence_key: request.orderId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      return_url: request.returnUrl,
      installment_months: request.installmentMonths,
      order_id: request.orderId,
      expires_at: request.expiresAt,
      created_at: now,
    })
    .onConflict((oc) => oc.column('idempotence_key').doNothing())
    .execute();
  return db.selectFrom('sandbox_payments').select('id').where('idempotence_key', '=', request.orderId).executeTakeFirstOrThrow();
}

/** The payer's decision: a pending, unexpired sandbox payment becomes succeeded or canceled; null when it was not. */
export async function decideSandboxPayment(db: Database, id: string, outcome: 'succeeded' | 'canceled', now: Date): Promise<SandboxPayment | null> {
  const changed = await db
    .updateTable('sandbox_payments')
    .set({ status: outcome })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return changed ? sandboxPaymentOf(changed) : null;
}
