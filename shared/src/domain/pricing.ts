import type { PlanType, SubscriptionPlan, TransactionType, TransactionTypeFields } from '../schemas';

/**
 * The pricing rules of the purchase page (spec §2, §5, §9): plain functions the page and the server
 * both use. The server prices every order from its own plans with these; the page only shows them.
 */

/** The lesson package sizes the school sells. */
export const LESSON_PACKAGE_SIZES = [4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348] as const;
export const TEST_DRIVE_CATEGORY = 'test-drive';
export const COURSE_CATEGORY = 'course';
export const LESSONS_CATEGORY = 'lessons';
/** Trial offers whose cards show the price of one lesson. */
const TRIAL_OFFER_IDS: readonly string[] = ['50m-test-lesson_v2-1', '40m_kids_test-lesson-1'];
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

/** Trial offers show the price of one lesson (their one lesson paid for: `shownPrice(…).perLesson`). */
export function isTrialOffer(transactionTypeId: string): boolean {
  return TRIAL_OFFER_IDS.includes(transactionTypeId);
}

// Installments.

/** The multiplier of paying in parts (1 when the option cannot be paid in parts). */
export function installmentMultiplierOf(type: Pick<TransactionTypeFields, 'installmentMultiplier' | 'maxInstallmentMonths'>): number {
  return type.maxInstallmentMonths && type.installmentMultiplier ? type.installmentMultiplier : 1;
}

export function canPayInInstallments(type: Pick<TransactionTypeFields, 'installmentMultiplier' | 'maxInstallmentMonths'>): boolean {
  return Boolean(type.maxInstallmentMonths && type.maxInstallmentMonths > 1 && type.installmentMultiplier);
}

/** The whole sum paid in parts, in rubles: what an installment order charges. */
export function installmentTotal(type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>): number {
  return Math.round(type.price * installmentMultiplierOf(type));
}

/** The sum an order charges: the price, or the installment total when paid in parts. */
export function orderAmount(
  type: Pick<TransactionTypeFields, 'price' | 'installmentMultiplier' | 'maxInstallmentMonths'>,
  paymentType: 'acquiring' | 'vsegdaDa',
): number {
  return paymentType === 'vsegdaDa' ? installmentTotal(type) : type.price;
}
