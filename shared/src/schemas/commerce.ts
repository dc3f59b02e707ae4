import * as v from 'valibot';
import { boundedInt, DateTimeSchema, IdSchema, isoDateTime, textBlock, textLine } from './common';

/** Catalogue codes of plans and price options: letters, digits, '_', '-', '.'. */
export const PlanIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[\w.-]+$/));
const TransactionTypeIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[\w.-]+$/));
/** Rubles. */
const MoneySchema = v.pipe(v.number(), v.minValue(0), v.maxValue(100_000_000));
const LessonCountSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));
const ShortTextSchema = v.pipe(v.string(), v.maxLength(300));

/** A price option as the school stores it. */
const TransactionTypeFieldsSchema = v.object({
  id: TransactionTypeIdSchema,
  /** 'lessons', 'course' or 'test-drive'. */
  category: v.pipe(v.string(), v.maxLength(40)),
  /** May carry 'N урок в подарок' and '+N разговорных клуба в подарок'. */
  description: ShortTextSchema,
  price: MoneySchema,
  oldPrice: v.nullable(MoneySchema),
  /** Lessons added to the balance, gift lessons included. */
  reportsAmount: LessonCountSchema,
  reportFullType: v.nullable(v.object({ durationMins: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(240)) })),
  reportFullTypeId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  maxInstallmentMonths: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(36))),
  installmentMultiplier: v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(3))),
  /** The course a purchase opens (course price options only). */
  courseId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
});

/** A price option with the fields computed in shared/domain/pricing (discount against the plan's dearest lesson, gifts). */
const TransactionTypeSchema = v.object({
  ...TransactionTypeFieldsSchema.entries,
  /** Percent saved per lesson against the plan's highest price per lesson (0 when none). */
  discount: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  priceWithoutDiscount: MoneySchema,
  giftLessons: LessonCountSchema,
  giftSpeakingClub: LessonCountSchema,
});

const PlanTypeSchema = v.picklist(['mix', 'premium', 'other']);

const SubscriptionPlanSchema = v.object({
  id: PlanIdSchema,
  name: v.pipe(v.string(), v.maxLength(200)),
  type: PlanTypeSchema,
  order: v.pipe(v.number(), v.integer()),
  popularTransactionType: v.nullable(TransactionTypeIdSchema),
  transactionTypes: v.pipe(v.array(TransactionTypeSchema), v.maxLength(200)),
  /** The highest price per lesson among the plan's options. */
  maxLessonPrice: MoneySchema,
});
export const SubscriptionPlansSchema = v.pipe(v.array(SubscriptionPlanSchema), v.maxLength(50));

/** GET /api/public/subscription-plans?subscriptionPlanIds=…&subscriptionPlanIds=… */
export const SubscriptionPlansQuerySchema = v.object({
  subscriptionPlanIds: v.pipe(
    v.union([PlanIdSchema, v.pipe(v.array(PlanIdSchema), v.maxLength(20))]),
    v.transform((ids) => (Array.isArray(ids) ? ids : [ids])),
  ),
});

const StudentTransactionSchema = v.object({
  id: IdSchema,
  date: DateTimeSchema,
  signupPromoCodeId: v.nullable(v.number()),
  sum: MoneySchema,
  transactionType: v.object({
    id: TransactionTypeIdSchema,
    price: MoneySchema,
    oldPrice: v.nullable(MoneySchema),
    reportsAmount: LessonCountSchema,
    reportFullTypeId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  }),
});
export const StudentTransactionsSchema = v.pipe(v.array(StudentTransactionSchema), v.maxLength(10_000));

export const OfferCardSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  subtitle: v.pipe(v.string(), v.maxLength(300)),
  price: MoneySchema,
  oldPrice: v.nullable(MoneySchema),
  transactionTypeId: TransactionTypeIdSchema,
  comment: v.pipe(v.string(), v.maxLength(200)),
  cardType: v.picklist(['default', 'accent']),
});

const OfferSchema = v.object({
  id: IdSchema,
  /** The registration offer is the first one whose title and description are both strings. */
  title: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  description: v.nullable(v.pipe(v.string(), v.maxLength(1000))),
  endDate: v.nullable(DateTimeSchema),
  transactionTypes: v.pipe(v.array(TransactionTypeSchema), v.maxLength(50)),
});
export const OffersSchema = v.pipe(v.array(OfferSchema), v.maxLength(100));

/** 'acquiring' pays the whole price by card; 'vsegdaDa' pays in monthly parts. */
const PaymentTypeSchema = v.picklist(['acquiring', 'vsegdaDa']);

/** A promo code as typed: letters (Latin or Cyrillic), digits, '-' and '_', 3 to 32 characters; case does not matter. */
const PromoCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3, 'Промокод — от 3 до 32 букв и цифр.'),
  v.maxLength(32, 'Промокод — от 3 до 32 букв и цифр.'),
  v.regex(/^[\p{L}\d_-]+$/u, 'В промокоде бывают только буквы, цифры, дефис и подчёркивание.'),
  v.transform((code) => code.toUpperCase()),
);

/** What a valid promo code gives the learner who asked (promoCodes.check): the options it lowers and how. */
export const PromoCodeTermsSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(32)),
  /** Percent off (1–95), or null when the code takes rubles off. */
  discountPercent: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(95))),
  /** Rubles off, or null when the code takes a percentage. */
  discountRubles: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  /** The price options it lowers, resolved from its plans and options (every public option but trial lessons when it names none). */
  transactionTypeIds: v.pipe(v.array(TransactionTypeIdSchema), v.maxLength(1000)),
  firstPurchaseOnly: v.boolean(),
  validUntil: v.nullable(DateTimeSchema),
});

export const PromoCodeCheckInputSchema = v.strictObject({ code: PromoCodeSchema });

/** A promo code as admins manage it. */
export const PromoCodeSchemaAdmin = v.object({
  id: IdSchema,
  code: v.pipe(v.string(), v.maxLength(32)),
  discountPercent: v.nullable(v.number()),
  discountRubles: v.nullable(v.number()),
  planIds: v.pipe(v.array(PlanIdSchema), v.maxLength(50)),
  transactionTypeIds: v.pipe(v.array(TransactionTypeIdSchema), v.maxLength(200)),
  firstPurchaseOnly: v.boolean(),
  validFrom: v.nullable(DateTimeSchema),
  validUntil: v.nullable(DateTimeSchema),
  maxUses: v.nullable(v.number()),
  /** Paid orders with the code. */
  uses: v.number(),
  active: v.boolean(),
  comment: v.pipe(v.string(), v.maxLength(300)),
  createdAt: DateTimeSchema,
});
export const PromoCodesSchema = v.pipe(v.array(PromoCodeSchemaAdmin), v.maxLength(1000));

const promoCodeFields = {
  discountPercent: v.nullable(boundedInt(1, 95, 'Скидка в процентах — от 1 до 95.')),
  discountRubles: v.nullable(boundedInt(1, 1_000_000, 'Скидка в рублях — от 1 до 1 000 000.')),
  planIds: v.pipe(v.array(PlanIdSchema), v.maxLength(50)),
  transactionTypeIds: v.pipe(v.array(TransactionTypeIdSchema), v.maxLength(200)),
  firstPurchaseOnly: v.boolean(),
  validFrom: v.nullable(isoDateTime()),
  validUntil: v.nullable(isoDateTime()),
  maxUses: v.nullable(boundedInt(1, 1_000_000)),
  active: v.boolean(),
  comment: textLine(300),
};

type PromoCodeDraft = { discountPercent: number | null; discountRubles: number | null; validFrom: string | null; validUntil: string | null };
/** Exactly one kind of discount. */
const oneDiscount = (c: PromoCodeDraft) => (c.discountPercent === null) !== (c.discountRubles === null);
/** An end after the start. */
const endAfterStart = (c: PromoCodeDraft) => !c.validFrom || !c.validUntil || c.validFrom < c.validUntil;
const ONE_DISCOUNT = 'Укажите скидку в процентах или в рублях — одно из двух.';
const END_AFTER_START = 'Конец действия промокода должен быть позже начала.';

export const PromoCodeCreateInputSchema = v.pipe(
  v.strictObject({ code: PromoCodeSchema, ...promoCodeFields }),
  v.check((c) => oneDiscount(c), ONE_DISCOUNT),
  v.check((c) => endAfterStart(c), END_AFTER_START),
);
export const PromoCodeUpdateInputSchema = v.pipe(
  v.strictObject({ id: IdSchema, ...promoCodeFields }),
  v.check((c) => oneDiscount(c), ONE_DISCOUNT),
  v.check((c) => endAfterStart(c), END_AFTER_START),
);

/** A payment of the learner as «Мои платежи» lists it: an order through the provider, or a purchase the school recorded. */
const PaymentRecordSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  date: DateTimeSchema,
  /** What was bought, as the order named it (with the promo code or the offer that lowered it). */
  description: v.pipe(v.string(), v.maxLength(200)),
  amount: MoneySchema,
  status: v.picklist(['succeeded', 'pending', 'canceled', 'failed', 'expired']),
  /** The provider's receipt, when it gives a link to one. */
  receiptUrl: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
});
export const PaymentRecordsSchema = v.pipe(v.array(PaymentRecordSchema), v.maxLength(1000));

/** «Справка для налогового вычета»: the year and the names the tax office needs. */
export const TaxCertificateInputSchema = v.strictObject({
  year: boundedInt(2000, 2100, 'Выберите год.'),
  /** The payer's full name (фамилия, имя, отчество) as in the passport. */
  payerName: v.pipe(textLine(200), v.trim(), v.minLength(3, 'Укажите ФИО плательщика полностью.')),
  /** The payer's ИНН: 12 digits; may be left out. */
  payerInn: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{12})?$/, 'ИНН физического лица — 12 цифр.'))),
  /** The student's full name: the payer, or their child or ward. */
  studentName: v.pipe(textLine(200), v.trim(), v.minLength(3, 'Укажите ФИО обучающегося полностью.')),
});

/**
 * The payment trigger. No amount travels: the server prices the order from its own plans, and an
 * unknown key (an 'amount', say) is refused.
 */
export const PaymentInputSchema = v.strictObject({
  type: PaymentTypeSchema,
  transactionTypeId: TransactionTypeIdSchema,
  /** Where the purchase started ('PayForm' on the purchase form). */
  comment: textBlock(200),
  userOfferId: v.optional(IdSchema),
  /** Who the lessons are for: only the payer themself ('me' or their own id). */
  studentId: v.optional(v.union([IdSchema, v.literal('me')])),
  /** A promo code (from the sign-up or typed at checkout); the server checks it and prices the order with it. */
  promoCode: v.optional(PromoCodeSchema),
});
export const PaymentResultSchema = v.object({ redirectUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)) });

/** The success popup asks how easy paying was: 1 to 5. */
export const PurchaseRatingInputSchema = v.strictObject({
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
});

/** What an order's end needed from an admin: the money was credited after all, or its refund was noted. */
const PaymentResolutionSchema = v.picklist(['credited', 'refund_noted']);

/**
 * A payment that needs an admin: the provider reported another sum (or currency) than the order's,
 * so nothing was credited although money may have been taken.
 */
const PaymentAttentionSchema = v.object({
  orderId: v.string(),
  createdAt: DateTimeSchema,
  attentionAt: DateTimeSchema,
  student: v.object({ id: IdSchema, firstName: v.string(), lastName: v.string(), email: v.string() }),
  description: v.string(),
  amount: v.number(),
  currency: v.string(),
  providerAmount: v.nullable(v.number()),
  providerCurrency: v.nullable(v.string()),
  provider: v.string(),
  providerPaymentId: v.nullable(v.string()),
  status: v.picklist(['pending', 'succeeded', 'canceled', 'expired', 'failed']),
  resolution: v.nullable(PaymentResolutionSchema),
  resolvedAt: v.nullable(DateTimeSchema),
  /** The admin who resolved it; null when resolved: the provider's later report of the right sum credited it. */
  resolvedBy: v.nullable(v.string()),
  resolutionNote: v.nullable(v.string()),
});
/** Open ones first (oldest first), then the latest resolved ones with who resolved them. */
export const PaymentsAttentionSchema = v.object({
  open: v.array(PaymentAttentionSchema),
  resolved: v.array(PaymentAttentionSchema),
});

/** An admin resolves a payment needing attention: credit the purchase, or note that the money was refunded. */
export const ResolvePaymentInputSchema = v.strictObject({
  orderId: v.pipe(v.string(), v.maxLength(36), v.uuid()),
  resolution: v.picklist(['credit', 'refund_noted']),
  note: v.optional(v.pipe(textBlock(1000), v.trim()), ''),
});

export type TransactionTypeFields = v.InferOutput<typeof TransactionTypeFieldsSchema>;
export type TransactionType = v.InferOutput<typeof TransactionTypeSchema>;
export type PlanType = v.InferOutput<typeof PlanTypeSchema>;
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlanSchema>;
export type StudentTransaction = v.InferOutput<typeof StudentTransactionSchema>;
export type OfferCard = v.InferOutput<typeof OfferCardSchema>;
export type Offer = v.InferOutput<typeof OfferSchema>;
export type PaymentInput = v.InferOutput<typeof PaymentInputSchema>;
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>;
export type PaymentAttention = v.InferOutput<typeof PaymentAttentionSchema>;
export type PaymentsAttention = v.InferOutput<typeof PaymentsAttentionSchema>;
export type PromoCodeTerms = v.InferOutput<typeof PromoCodeTermsSchema>;
export type PaymentRecord = v.InferOutput<typeof PaymentRecordSchema>;
export type TaxCertificateInput = v.InferOutput<typeof TaxCertificateInputSchema>;
export type PromoCodeAdmin = v.InferOutput<typeof PromoCodeSchemaAdmin>;
export type PromoCodeCreateInput = v.InferOutput<typeof PromoCodeCreateInputSchema>;
export type PromoCodeUpdateInput = v.InferOutput<typeof PromoCodeUpdateInputSchema>;
