import { sql, type Selectable } from 'kysely';
import { promoCovers } from '@school/shared/domain';
import type { PromoCodeAdmin, PromoCodeCreateInput, PromoCodeUpdateInput } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import type { PromoCodesTable } from '../../db/schema';

/** Promo codes: the only code touching `promo_codes`; how many times a code was used counts its orders. */

export type PromoCodeRow = Selectable<PromoCodesTable>;

/** A code by its text, case aside; `forUpdate` locks it for the rest of the transaction (counting its uses). */
export async function findPromoCode(db: Database, code: string, options: { forUpdate?: boolean } = {}): Promise<PromoCodeRow | undefined> {
  let query = db
    .selectFrom('promo_codes')
    .selectAll()
    .where(sql<string>`upper(code)`, '=', code.toUpperCase());
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Uses of a code: its paid orders, and those still waiting for payment (a use held until the order expires). */
export async function promoCodeUses(db: Database, id: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('payment_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('promo_code_id', '=', id)
    .where((eb) => eb.or([eb('status', '=', 'succeeded'), eb.and([eb('status', '=', 'pending'), eb('expires_at', '>', now)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the student has bought anything yet (any recorded purchase). */
export async function hasPurchases(db: Database, studentId: number): Promise<boolean> {
  const row = await db.selectFrom('transactions').select('id').where('student_id', '=', studentId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The public price options a code lowers. */
export async function coveredOptionIds(db: Database, code: Pick<PromoCodeRow, 'plan_ids' | 'transaction_type_ids'>): Promise<string[]> {
  const options = await db
    .selectFrom('transaction_types as t')
    .innerJoin('subscription_plans as p', 'p.id', 't.subscription_plan_id')
    .select(['t.id', 't.subscription_plan_id as planId', 't.category'])
    .where('p.is_public', '=', true)
    .orderBy('t.id')
    .execute();
  const terms = { planIds: code.plan_ids, transactionTypeIds: code.transaction_type_ids };
  return options.filter((o) => promoCovers(terms, o)).map((o) => o.id);
}

function toAdmin(row: PromoCodeRow & { uses: number | string }): PromoCodeAdmin {
  return {
    id: row.id,
    code: row.code,
    discountPercent: row.discount_percent,
    discountRubles: row.discount_rubles,
    planIds: row.plan_ids,
    transactionTypeIds: row.transaction_type_ids,
    firstPurchaseOnly: row.first_purchase_only,
    validFrom: row.valid_from ? row.valid_from.toISOString() : null,
    validUntil: row.valid_until ? row.valid_until.toISOString() : null,
    maxUses: row.max_uses,
    uses: Number(row.uses),
    active: row.active,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
  };
}

const withUses = (db: Database) =>
  db
    .selectFrom('promo_codes as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('payment_orders as o')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('o.promo_code_id', '=', 'c.id')
        .where('o.status', '=', 'succeeded')
        .as('uses'),
    );

export async function listPromoCodes(db: Database): Promise<PromoCodeAdmin[]> {
  const rows = await withUses(db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(1000).execute();
  return rows.map((r) => toAdmin({ ...r, uses: r.uses ?? 0 }));
}

export async function promoCodeById(db: Database, id: number): Promise<PromoCodeAdmin | undefined> {
  const row = await withUses(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toAdmin({ ...row, uses: row.uses ?? 0 }) : undefined;
}

const columnsOf = (input: Omit<PromoCodeCreateInput, 'code'>) => ({
  discount_percent: input.discountPercent,
  discount_rubles: input.discountRubles,
  plan_ids: input.planIds,
  transaction_type_ids: input.transactionTypeIds,
  first_purchase_only: input.firstPurchaseOnly,
  valid_from: input.validFrom,
  valid_until: input.validUntil,
  max_uses: input.maxUses,
  active: input.active,
  comment: input.comment,
});

/** Inserts a code; undefined when its text is taken (the unique index decides, so two admins cannot both get it). */
export async function insertPromoCode(db: Database, input: PromoCodeCreateInput, args: { adminId: number; now: Date }): Promise<number | undefined> {
  const row = await db
    .insertInto('promo_codes')
    .values({ code: input.code, ...columnsOf(input), created_by: args.adminId, created_at: args.now })
    .onConflict((oc) => oc.expression(sql`upper(code)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updatePromoCode(db: Database, input: PromoCodeUpdateInput): Promise<boolean> {
  const { id, ...rest } = input;
  const result = await db.updateTable('promo_codes').set(columnsOf(rest)).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The given option ids that exist. */
export async function knownOptionIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('transaction_types')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

/** The given plan ids that exist. */
export async function knownPlanIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('subscription_plans')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}
