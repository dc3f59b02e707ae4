import * as v from 'valibot';

/**
 * First-party analytics (spec §7 "Analytics events: views and clicks"). An event says what happened
 * and where, never who: the server adds the signed-in user's id itself, and a visitor's events carry
 * no id at all. No query strings, no texts typed by the user, no addresses.
 */

/**
 * - visit: the first page of a browser session (the funnel's first stage);
 * - page_view: every page opened;
 * - view: a dashboard card or banner came into sight (once per page);
 * - click: a click that matters to the school (buy buttons, offer cards, carousel cards, the free-lesson button);
 * - onboarding_answer / onboarding_finished: the onboarding chat.
 */
const AnalyticsEventTypeSchema = v.picklist(['visit', 'page_view', 'view', 'click', 'onboarding_answer', 'onboarding_finished']);

/** What was seen or clicked: dotted lower-case words, e.g. 'dashboard.free-lesson', 'onboarding.reason.career'. */
const AnalyticsTargetSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(80), v.regex(/^[a-z0-9]+(?:[.:_-][a-z0-9]+)*$/));

/** A page's path without query or hash; record ids are replaced by ':id' before sending. */
const AnalyticsPathSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^\/[A-Za-z0-9/._~:-]*$/));

/** One event. Unknown keys (a user id, an e-mail) are refused, not dropped. */
export const AnalyticsEventSchema = v.strictObject({
  type: AnalyticsEventTypeSchema,
  target: v.optional(AnalyticsTargetSchema),
  path: v.optional(AnalyticsPathSchema),
});

/** Events travel in batches of at most this many. */
export const ANALYTICS_BATCH_MAX_EVENTS = 25;
/** The largest batch body the server reads, in bytes. */
export const ANALYTICS_BATCH_MAX_BYTES = 8 * 1024;

export const AnalyticsBatchSchema = v.strictObject({
  events: v.pipe(v.array(AnalyticsEventSchema), v.minLength(1), v.maxLength(ANALYTICS_BATCH_MAX_EVENTS)),
});
export const AnalyticsBatchResultSchema = v.object({ accepted: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** The admin funnel covers the last 1 to 26 weeks (8 by default). */
const ANALYTICS_MAX_WEEKS = 26;
export const AnalyticsFunnelInputSchema = v.object({
  weeks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ANALYTICS_MAX_WEEKS)), 8),
});

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One week (Monday to Sunday, Moscow time) of the funnel visit → sign-up → onboarding finished → purchase. */
const FunnelWeekSchema = v.object({
  /** The week's Monday, 'yyyy-MM-dd'. */
  weekStart: v.pipe(v.string(), v.isoDate()),
  visits: CountSchema,
  signUps: CountSchema,
  onboardingFinished: CountSchema,
  purchases: CountSchema,
});

/** A dashboard card or banner over the whole period: how often it was seen and clicked. */
const PlacementStatSchema = v.object({
  target: AnalyticsTargetSchema,
  views: CountSchema,
  clicks: CountSchema,
});

export const AnalyticsFunnelSchema = v.object({
  /** The first Monday of the period, 'yyyy-MM-dd'. */
  from: v.pipe(v.string(), v.isoDate()),
  weeks: v.pipe(v.array(FunnelWeekSchema), v.maxLength(ANALYTICS_MAX_WEEKS)),
  placements: v.pipe(v.array(PlacementStatSchema), v.maxLength(200)),
});

export type AnalyticsEventType = v.InferOutput<typeof AnalyticsEventTypeSchema>;
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;
export type FunnelWeek = v.InferOutput<typeof FunnelWeekSchema>;
export type PlacementStat = v.InferOutput<typeof PlacementStatSchema>;
export type AnalyticsFunnel = v.InferOutput<typeof AnalyticsFunnelSchema>;
