import * as v from 'valibot';

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const ShortText = (max: number) => v.pipe(v.string(), v.maxLength(max));

/**
 * What the support chat button hands to the support team (spec §7 "Support widget data"): who writes,
 * how to reach them, their plan and the totals of their payments, lessons bought and lessons left.
 * Only the signed-in user's own data.
 */
export const SupportWidgetDataSchema = v.object({
  name: ShortText(200),
  email: ShortText(320),
  phone: ShortText(40),
  skype: ShortText(80),
  planName: v.nullable(ShortText(200)),
  /** Purchases made. */
  paymentsCount: CountSchema,
  /** Their sum, rubles. */
  paymentsTotal: v.pipe(v.number(), v.minValue(0)),
  /** Lessons bought, gifts included. */
  lessonsBought: CountSchema,
  /** Paid lessons left over all formats; negative when lessons were given on credit. */
  lessonsLeft: v.pipe(v.number(), v.integer()),
});

export type SupportWidgetData = v.InferOutput<typeof SupportWidgetDataSchema>;
