import type { PaymentRecord } from '@school/shared/schemas';
import type { Database } from '../../db/database';

/**
 * The learner's payments: the orders paid through the provider (with their statuses) and the purchases the
 * school recorded without an order (before payments went online, or entered by the school), newest first.
 */
export async function paymentRecords(db: Database, userId: number): Promise<PaymentRecord[]> {
  const [orders, recorded] = await Promise.all([
    db
      .selectFrom('payment_orders')
      .select(['id', 'created_at', 'settled_at', 'description', 'amount', 'status', 'receipt_url'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute(),
    db
      .selectFrom('transactions as tr')
      .innerJoin('transaction_types as t', 't.id', 'tr.transaction_type_id')
      .leftJoin('subscription_plans as p', 'p.id', 't.subscription_plan_id')
      .leftJoin('payment_orders as o', 'o.transaction_id', 'tr.id')
      .select(['tr.id', 'tr.date', 'tr.sum', 't.id as type_id', 't.reports_amount', 'p.name as plan_name'])
      .where('tr.student_id', '=', userId)
      .where('o.id', 'is', null)
      .orderBy('tr.date', 'desc')
      .limit(500)
      .execute(),
  ]);
  const records: PaymentRecord[] = [
    ...orders.map((o) => ({
      id: o.id,
      date: (o.status === 'succeeded' && o.settled_at ? o.settled_at : o.created_at).toISOString(),
      description: o.description,
      amount: o.amount,
      status: o.status,
      receiptUrl: o.receipt_url,
    })),
    ...recorded.map((t) => ({
      id: `t${t.id}`,
      date: t.date.toISOString(),
      description: t.plan_name ?? t.type_id,
      amount: t.sum,
      status: 'succeeded' as const,
      receiptUrl: null,
    })),
  ];
  return records.sort((a, b) => b.date.localeCompare(a.date)).slice(0, 1000);
}

/** The purchases paid in a calendar year (Moscow time), oldest first: what the tax certificate lists. */
export async function paidInYear(db: Database, studentId: number, year: number): Promise<{ date: Date; description: string; amount: number }[]> {
  const from = new Date(Date.UTC(year, 0, 1, -3));
  const to = new Date(Date.UTC(year + 1, 0, 1, -3));
  const rows = await db
    .selectFrom('transactions as tr')
    .innerJoin('transaction_types as t', 't.id', 'tr.transaction_type_id')
    .leftJoin('subscription_plans as p', 'p.id', 't.subscription_plan_id')
    .leftJoin('payment_orders as o', 'o.transaction_id', 'tr.id')
    .select(['tr.date', 'tr.sum', 'o.description', 'p.name as plan_name', 't.id as type_id'])
    .where('tr.student_id', '=', studentId)
    .where('tr.date', '>=', from)
    .where('tr.date', '<', to)
    .orderBy('tr.date')
    .execute();
  return rows.map((r) => ({ date: r.date, description: r.description ?? r.plan_name ?? r.type_id, amount: r.sum }));
}
