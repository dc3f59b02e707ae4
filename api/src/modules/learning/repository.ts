import * as v from 'valibot';
import type {
  CourseResultsNormalized,
  Offer,
  ProgramStatuses,
  ProgramStatusValue,
  StudentTransaction,
  SubscriptionPlan,
  TransactionTypeFields,
  UserVariable,
} from '@school/shared/schemas';
import { UserVariableSchema } from '@school/shared/schemas';
import { maxLessonPriceOf, offerPrice, pricedPlan, pricedTransactionType, shownPrice } from '@school/shared/domain';
import type { Database } from '../../db/database';

/** Plans, prices, purchases, course progress and user variables. */

/** Stored price options of the given plans or ids, cheapest first. */
async function storedTransactionTypes(
  db: Database,
  where: { planIds?: string[]; ids?: string[] },
): Promise<(TransactionTypeFields & { planId: string | null })[]> {
  let query = db
    .selectFrom('transaction_types as t')
    .leftJoin('report_full_types as f', 'f.id', 't.report_full_type_id')
    .select([
      't.id',
      't.subscription_plan_id',
      't.category',
      't.description',
      't.price',
      't.old_price',
      't.reports_amount',
      't.report_full_type_id',
      't.max_installment_months',
      't.installment_multiplier',
      't.course_id',
      'f.duration_mins',
    ])
    .orderBy('t.price')
    .orderBy('t.id');
  if (where.planIds) query = query.where('t.subscription_plan_id', 'in', where.planIds.length ? where.planIds : ['']);
  if (where.ids) query = query.where('t.id', 'in', where.ids.length ? where.ids : ['']);
  const rows = await query.execute();
  return rows.map((t) => ({
    id: t.id,
    planId: t.subscription_plan_id,
    category: t.category,
    description: t.description,
    price: t.price,
    oldPrice: t.old_price,
    reportsAmount: t.reports_amount,
    reportFullType: t.duration_mins === null ? null : { durationMins: t.duration_mins },
    reportFullTypeId: t.report_full_type_id,
    maxInstallmentMonths: t.max_installment_months,
    installmentMultiplier: t.installment_multiplier,
    courseId: t.course_id,
  }));
}

const withoutPlanId = <T extends { planId: string | null }>({ planId: _planId, ...rest }: T): Omit<T, 'planId'> => rest;

/** The requested public plans with their priced options (discounts, gifts, highest lesson price), sorted by order. */
export async function subscriptionPlans(db: Database, ids: string[]): Promise<SubscriptionPlan[]> {
  if (ids.length === 0) return [];
  const plans = await db
    .selectFrom('subscription_plans')
    .selectAll()
    .where('id', 'in', ids)
    .where('is_public', '=', true)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const types = await storedTransactionTypes(db, { planIds: plans.map((p) => p.id) });
  return plans.map((p) =>
    pricedPlan({
      id: p.id,
      name: p.name,
      type: p.type,
      order: p.order,
      popularTransactionType: p.popular_transaction_type,
      transactionTypes: types.filter((t) => t.planId === p.id).map(withoutPlanId),
    }),
  );
}

export async function studentTransactions(db: Database, studentId: number): Promise<StudentTransaction[]> {
  const rows = await db
    .selectFrom('transactions as tr')
    .innerJoin('transaction_types as t', 't.id', 'tr.transaction_type_id')
    .select(['tr.id', 'tr.date', 'tr.signup_promo_code_id', 'tr.sum', 't.id as type_id', 't.price', 't.old_price', 't.reports_amount', 't.report_full_type_id'])
    .where('tr.student_id', '=', studentId)
    .orderBy('tr.date', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.date.toISOString(),
    signupPromoCodeId: r.signup_promo_code_id,
    sum: r.sum,
    transactionType: { id: r.type_id, price: r.price, oldPrice: r.old_price, reportsAmount: r.reports_amount, reportFullTypeId: r.report_full_type_id },
  }));
}

/**
 * The offers this student may use now, the newest first: for everybody or for them, not ended, and — for an
 * offer meant for newcomers (the registration offer) — only while they have bought nothing. Each option
 * carries the offer's own price (its percentage off the regular price), the one the server charges with the
 * offer; its reference price and discount are the option's, within its plan.
 */
export async function studentOffers(db: Database, studentId: number, now: Date): Promise<Offer[]> {
  const [rows, bought] = await Promise.all([
    db
      .selectFrom('offers')
      .selectAll()
      .where((eb) => eb.or([eb('student_id', 'is', null), eb('student_id', '=', studentId)]))
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('transactions').select('id').where('student_id', '=', studentId).limit(1).executeTakeFirst(),
  ]);
  const usable = rows.filter((r) => !(r.first_purchase_only && bought));
  const types = await storedTransactionTypes(db, { ids: [...new Set(usable.flatMap((r) => r.transaction_type_ids))] });
  const planIds = [...new Set(types.map((t) => t.planId).filter((id): id is string => id !== null))];
  const planTypes = await storedTransactionTypes(db, { planIds });
  const maxByPlan = new Map(planIds.map((id) => [id, maxLessonPriceOf(planTypes.filter((t) => t.planId === id))]));
  return usable.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    endDate: r.end_date ? r.end_date.toISOString() : null,
    transactionTypes: types
      .filter((t) => r.transaction_type_ids.includes(t.id))
      .map((t) => {
        const priced = pricedTransactionType(withoutPlanId(t), (t.planId && maxByPlan.get(t.planId)) || maxLessonPriceOf([t]));
        const charged = offerPrice(t.price, r.discount_percent);
        const shown = shownPrice(priced, charged);
        return { ...priced, price: charged, discount: shown.discountPercent ?? 0, oldPrice: shown.referencePrice };
      }),
  }));
}

export async function courseResults(db: Database, studentId: number, courseId: string): Promise<CourseResultsNormalized> {
  const rows = await db
    .selectFrom('course_results')
    .select(['field_name', 'field_value', 'created_at'])
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.field_name, { createdAt: r.created_at.toISOString(), value: Number(r.field_value) }]));
}

/** Records a step once: a second record of the same step keeps the first. */
export async function recordCourseResult(db: Database, args: { studentId: number; courseId: string; fieldName: string; value: number }) {
  await db
    .insertInto('course_results')
    .values({ student_id: args.studentId, course_id: args.courseId, field_name: args.fieldName, field_value: args.value })
    .onConflict((oc) => oc.columns(['student_id', 'course_id', 'field_name']).doNothing())
    .execute();
}

export async function programStatuses(db: Database, studentId: number): Promise<ProgramStatuses> {
  const rows = await db.selectFrom('program_statuses').select(['topic_id', 'status']).where('student_id', '=', studentId).execute();
  return Object.fromEntries(rows.map((r) => [r.topic_id, r.status]));
}

/** Sets one topic's status; 0 «осталось» is the default and is stored like the others. */
export async function saveProgramStatus(db: Database, args: { studentId: number; topicId: string; status: ProgramStatusValue }) {
  await db
    .insertInto('program_statuses')
    .values({ student_id: args.studentId, topic_id: args.topicId, status: args.status })
    .onConflict((oc) => oc.columns(['student_id', 'topic_id']).doUpdateSet({ status: args.status }))
    .execute();
}

/**
 * The user's variables. A stored value that no longer fits its key's schema (written by an older
 * version of the onboarding) is left out rather than sent.
 */
export async function userVariables(db: Database, userId: number): Promise<UserVariable[]> {
  const rows = await db.selectFrom('user_variables').select(['key', 'value']).where('user_id', '=', userId).orderBy('key').execute();
  return rows.flatMap((r) => {
    const parsed = v.safeParse(UserVariableSchema, { key: r.key, value: r.value });
    return parsed.success ? [parsed.output] : [];
  });
}

/** Saves each variable (validated per key by the contract) in one transaction. */
export async function saveUserVariables(db: Database, userId: number, variables: UserVariable[]) {
  await db.transaction().execute(async (trx) => {
    for (const variable of variables) {
      await trx
        .insertInto('user_variables')
        .values({ user_id: userId, key: variable.key, value: JSON.stringify(variable.value) })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute();
    }
  });
}
