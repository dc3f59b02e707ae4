import * as v from 'valibot';
import { DateTimeSchema, IdSchema, KeySchema, textBlock } from './common';

/** A price option of a plan. discount, priceWithoutDiscount and gift counts are computed in shared/domain. */
export const TransactionTypeSchema = v.object({
  id: v.string(),
  category: v.string(),
  description: v.string(),
  price: v.number(),
  oldPrice: v.nullable(v.number()),
  reportsAmount: v.number(),
  reportFullType: v.nullable(v.object({ durationMins: v.number() })),
  reportFullTypeId: v.nullable(v.string()),
  maxInstallmentMonths: v.nullable(v.number()),
  installmentMultiplier: v.nullable(v.number()),
});

export const SubscriptionPlanSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(['mix', 'premium', 'other']),
  order: v.number(),
  popularTransactionType: v.nullable(v.string()),
  transactionTypes: v.array(TransactionTypeSchema),
});
export const SubscriptionPlansSchema = v.array(SubscriptionPlanSchema);

export const StudentTransactionSchema = v.object({
  id: IdSchema,
  date: DateTimeSchema,
  signupPromoCodeId: v.nullable(v.number()),
  sum: v.number(),
  transactionType: v.object({
    id: v.string(),
    price: v.number(),
    oldPrice: v.nullable(v.number()),
    reportsAmount: v.number(),
    reportFullTypeId: v.nullable(v.string()),
  }),
});
export const StudentTransactionsSchema = v.array(StudentTransactionSchema);

export const OfferCardSchema = v.object({
  name: v.string(),
  subtitle: v.string(),
  price: v.number(),
  oldPrice: v.nullable(v.number()),
  transactionTypeId: v.string(),
  comment: v.string(),
  cardType: v.picklist(['default', 'accent']),
});

export const OfferSchema = v.object({
  id: IdSchema,
  title: v.string(),
  description: v.string(),
  endDate: v.nullable(DateTimeSchema),
  transactionTypes: v.array(TransactionTypeSchema),
});
export const OffersSchema = v.array(OfferSchema);

export const PaymentInputSchema = v.object({
  type: v.picklist(['acquiring', 'vsegdaDa']),
  transactionTypeId: KeySchema,
  comment: textBlock(200),
  userOfferId: v.optional(IdSchema),
});
export const PaymentResultSchema = v.object({ redirectUrl: v.string() });

export type TransactionType = v.InferOutput<typeof TransactionTypeSchema>;
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlanSchema>;
export type StudentTransaction = v.InferOutput<typeof StudentTransactionSchema>;
export type OfferCard = v.InferOutput<typeof OfferCardSchema>;
export type Offer = v.InferOutput<typeof OfferSchema>;
export type PaymentInput = v.InferOutput<typeof PaymentInputSchema>;
