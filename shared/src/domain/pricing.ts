import type { PlanType, SubscriptionPlan, TransactionType, TransactionTypeFields } from '../schemas';

/**
 * The pricing rules of the purchase page (spec §2, §5, §9): plain functions the page and the server
 * both use. The server prices every order from its own plans with these; the page only shows them.
 */

/** The lesson package sizes the school sells. */
export const LESSON_PACKAGE_SIZES = [4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348] as const;
/** The most popular package: 32 lessons, gifts not counted. */
export const POPULAR_LESSON_COUNT = 32;
export const DEFAULT_INSTALLMENT_MULTIPLIER = 1.13;
export const TEST_DRIVE_CATEGORY = 'test-drive';
export const COURSE_CATEGORY = 'course';
export const LESSONS_CATEGORY = 'lessons';
/** Trial offers whose cards show the price of one lesson. */
export const TRIAL_OFFER_IDS: readonly string[] = ['50m-test-lesson_v2-1', '40m_kids_test-lesson-1'];
/** The comment of a purchase started on the purchase form. */
export const PAY_FORM_COMMENT = 'PayForm';
/** The dashboard's query parameter after a payment: 'success' or anything else (failure). */
export const PAYMENT_STATUS_PARAM = 'paymentStatus';

/** A plan is premium when its id says so; otherwise the stored type holds. */
export function planTypeOf(id: string, stored: PlanType): PlanType {
  return id.includes('premium') ? 'premium' : stored;
}

/** 'N урок в подарок' (any form of the word) in a price option's description; 0 when absent. */
export function giftLessonsOf(description: string): number {
  const match = /(\d+)\s+урок[а-яё]*\s+в\s+подарок/iu.exec(description);
  return match ? Number(match[1]) : 0;
}

/** '+N разговорных клуба в подарок' (any form) in a description; 0 when absent. */
export function giftSpeakingClubsOf(description: string): number {
  const match = /\+\s*(\d+)\s+разговорн[а-яё]*\s+клуб[а-яё]*\s+в\s+подарок/iu.exec(description);
  return match ? Number(match[1]) : 0;
}

/** Lessons paid for: the balance the option adds, gift lessons not counted. */
export function paidLessonsOf(type: Pick<TransactionTypeFields, 'reportsAmount' | 'description'>): number {
  return Math.max(0, type.reportsAmount - giftLessonsOf(type.description));
}

/** Price per lesson paid for, for sorting and comparing: price / max(lessons paid for, 1). Gift lessons are extra. */
export function pricePerLesson(type: Pick<TransactionTypeFields, 'price' | 'reportsAmount' | 'description'>): number {
  return type.price / Math.max(paidLessonsOf(type), 1);
}

/** The per-lesson price shown: rounded, per lesson paid for (gifts are extra), only when the option holds lessons. */
export function shownLessonPrice(type: Pick<TransactionTypeFields, 'price' | 'reportsAmount' | 'description'>): number | null {
  const paid = paidLessonsOf(type);
  return paid > 0 ? Math.round(type.price / paid) : null;
}

/** The total is shown next to the per-lesson price when the option holds more than one lesson. */
export function showsTotal(type: Pick<TransactionTypeFields, 'reportsAmount'>): boolean {
  return type.reportsAmount > 1;
}

type Packaged = Pick<TransactionTypeFields, 'price' | 'reportsAmount' | 'description' | 'category'>;

/**
 * The plan's base lesson price: its dearest lesson paid for among its lesson packages (the smallest
 * package, as a rule). Every discount of the plan is taken from it. 0 for a plan without packages.
 */
export function maxLessonPriceOf(types: readonly Packaged[]): number {
  return types.reduce((max, t) => (t.category === LESSONS_CATEGORY && paidLessonsOf(t) > 0 ? Math.max(max, pricePerLesson(t)) : max), 0);
}

/**
 * The reference price of an option, the one a discount is taken from and the crossed-out price: a lesson
 * package's lessons paid for at the plan's base lesson price; any other option (a course, a trial lesson)
 * its own regular price. Never below the option's regular price.
 */
export function referencePriceOf(type: Packaged, maxLessonPrice: number): number {
  const atBase = type.category === LESSONS_CATEGORY ? Math.round(maxLessonPrice * paidLessonsOf(type)) : 0;
  return Math.max(atBase, type.price);
}

/** What a card, a calculator, a tariff or an offer shows for a price option: one price, one discount. */
export interface ShownPrice {
  /** What the learner pays: the regular price, or the offer or promo-code price. */
  price: number;
  /** Lessons paid for; gift lessons come on top and never lower the per-lesson price. */
  paidLessons: number;
  /** price / paidLessons, rounded; null for an option without lessons paid for (a course shows its whole price). */
  perLesson: number | null;
  /** The crossed-out price (the reference price), only when something is saved. */
  referencePrice: number | null;
  /** Whole percent saved against the reference price, rounded down; null when nothing is saved. */
  discountPercent: number | null;
}

/**
 * The one rule of shown prices (used by the landing, the kids landing, the dashboard's tariffs, the
 * calculator, the package cards, the course cards and the offer cards, and by the server for the
 * computed fields it sends): the per-lesson price counts lessons paid for (gifts are extra), and every
 * discount is taken from the option's reference price (`referencePriceOf`), rounded down. `charged`
 * is the price actually asked (an offer's or a promo code's), the option's regular price by default.
 */
export function shownPrice(
  type: Pick<TransactionTypeFields, 'price' | 'reportsAmount' | 'description' | 'category'> & { priceWithoutDiscount: number },
  charged: number = type.price,
): ShownPrice {
  const paidLessons = type.category === LESSONS_CATEGORY || type.category === TEST_DRIVE_CATEGORY ? paidLessonsOf(type) : 0;
  const reference = Math.max(type.priceWithoutDiscount, type.price);
  const percent = reference > 0 ? Math.floor(((reference - charged) * 100) / reference + 1e-9) : 0;
  return {
    price: charged,
    paidLessons,
    perLesson: paidLessons > 0 ? Math.round(charged / paidLessons) : null,
    referencePrice: percent > 0 ? reference : null,
    discountPercent: percent > 0 ? percent : null,
  };
}

/** A stored price option with its computed fields: the discount and the reference price of `shownPrice`, the gifts. */
export function pricedTransactionType(type: TransactionTypeFields, maxLessonPrice: number): TransactionType {
  const reference = referencePriceOf(type, maxLessonPrice);
  const shown = shownPrice({ ...type, priceWithoutDiscount: reference });
  return {
    ...type,
    oldPrice: shown.referencePrice,
    discount: shown.discountPercent ?? 0,
    priceWithoutDiscount: reference,
    giftLessons: giftLessonsOf(type.description),
    giftSpeakingClub: giftSpeakingClubsOf(type.description),
  };
}

/** A stored plan with its computed type, base lesson price and priced options. */
export function pricedPlan(plan: {
  id: string;
  name: string;
  type: PlanType;
  order: number;
  popularTransactionType: string | null;
  transactionTypes: readonly TransactionTypeFields[];
}): SubscriptionPlan {
  const maxLessonPrice = maxLessonPriceOf(plan.transactionTypes);
  return {
    id: plan.id,
    name: plan.name,
    type: planTypeOf(plan.id, plan.type),
    order: plan.order,
    popularTransactionType: plan.popularTransactionType,
    maxLessonPrice,
    transactionTypes: plan.transactionTypes.map((t) => pricedTransactionType(t, maxLessonPrice)),
  };
}

/** Package cards: ascending by price per lesson; equal prices keep the smaller package first. */
export function sortByPricePerLesson<T extends Pick<TransactionTypeFields, 'price' | 'reportsAmount' | 'description'>>(types: readonly T[]): T[] {
  return [...types].sort((a, b) => pricePerLesson(a) - pricePerLesson(b) || a.reportsAmount - b.reportsAmount);
}

/** The most popular package: 32 lessons, gifts not counted. */
export function isPopularOption(type: Pick<TransactionTypeFields, 'reportsAmount' | 'description'>): boolean {
  return paidLessonsOf(type) === POPULAR_LESSON_COUNT;
}

/** 'Выгодно' goes on the first card of the sorted list, unless it is the popular one or a 25-minute format. */
export function isBestValueOption(sorted: readonly Pick<TransactionTypeFields, 'reportsAmount' | 'description' | 'reportFullType'>[], index: number): boolean {
  const type = sorted[index];
  if (index !== 0 || !type) return false;
  return !isPopularOption(type) && type.reportFullType?.durationMins !== 25;
}

/** Trial offers show the price of one lesson (their one lesson paid for: `shownPrice(…).perLesson`). */
export function isTrialOffer(transactionTypeId: string): boolean {
  return TRIAL_OFFER_IDS.includes(transactionTypeId);
}

export function isTestDrive(type: Pick<TransactionTypeFields, 'category'>): boolean {
  return type.category === TEST_DRIVE_CATEGORY;
}

/** 'Оплатите занятия' when the plan has a single option that is not a test drive; otherwise the choice headline. */
export function payBlockHeadline(types: readonly Pick<TransactionTypeFields, 'category'>[]): 'pay' | 'choose' {
  return types.filter((t) => !isTestDrive(t)).length === 1 ? 'pay' : 'choose';
}

/** The single-option card: exactly one option, not a test drive; a course card or a lessons card. */
export function singleOptionKind(types: readonly Pick<TransactionTypeFields, 'category'>[]): 'course' | 'lessons' | null {
  if (types.length !== 1 || isTestDrive(types[0]!)) return null;
  return types[0]!.category === COURSE_CATEGORY ? 'course' : 'lessons';
}

// Installments.

/** The multiplier of paying in parts (1 when the option cannot be paid in parts). */
export function installmentMultiplierOf(type: Pick<TransactionTypeFields, 'installmentMultiplier' | 'maxInstallmentMonths'>): number {
  return type.maxInstallmentMonths && type.installmentMultiplier ? type.installmentMultiplier : 1;
}

export function canPayInInstallments(type: Pick<TransactionTypeFields, 'installmentMultiplier' | 'maxInstallmentMonths'>): boolean {
  return Boolean(type.maxInstallmentMonths && type.maxInstallmentMonths > 1 && type.installmentMultiplier);
}

/** Monthly payment: price × installmentMultiplier / months (null when the option has no installments). */
export function installmentPerMonth(type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>): number | null {
  if (!canPayInInstallments(type)) return null;
  return (type.price * installmentMultiplierOf(type)) / type.maxInstallmentMonths!;
}

/** The whole sum paid in parts, in rubles: what an installment order charges. */
export function installmentTotal(type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>): number {
  return Math.round(type.price * installmentMultiplierOf(type));
}

/** What paying in full saves when the multiplier is above 1: price × (multiplier − 1); null otherwise. */
export function payInFullSaving(type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>): number | null {
  const multiplier = installmentMultiplierOf(type);
  return multiplier > 1 ? type.price * (multiplier - 1) : null;
}

/** The sum an order charges: the price, or the installment total when paid in parts. */
export function orderAmount(
  type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>,
  paymentType: 'acquiring' | 'vsegdaDa',
): number {
  return paymentType === 'vsegdaDa' ? installmentTotal(type) : type.price;
}

// Plan families and the calculator.

/** Plans shown together on the purchase page: a plan brings its partners (other formats of the same family). */
export const PLAN_FAMILIES: readonly (readonly string[])[] = [['50m_v4', '25m_v4', 'premium_50m', 'premium_25m'], ['40m_kids', '25m_kids'], ['teens_50m']];
export const KIDS_PLAN_IDS: readonly string[] = ['40m_kids', '25m_kids'];
export const TEENS_PLAN_IDS: readonly string[] = ['teens_50m'];
/** The plan of a learner who has none yet. */
export const DEFAULT_PLAN_ID = '50m_v4';

/** The ids the purchase page asks for: the plan itself, then its mapped partners. */
export function requestedPlanIds(planId: string | null | undefined): string[] {
  const own = planId || DEFAULT_PLAN_ID;
  const family = PLAN_FAMILIES.find((f) => f.includes(own)) ?? [];
  return [own, ...family.filter((id) => id !== own)];
}
