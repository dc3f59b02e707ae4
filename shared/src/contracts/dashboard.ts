import * as v from 'valibot';
import { AnalyticsBatchResultSchema, AnalyticsBatchSchema, AnalyticsFunnelInputSchema, AnalyticsFunnelSchema, SupportWidgetDataSchema } from '../schemas';
import { endpoint, procedure } from './define';

/** The learner dashboard's own calls: first-party analytics and the support widget's data. */
export const dashboardEndpoints = {
  /**
   * A batch of analytics events, sent with navigator.sendBeacon (any content type; the body is JSON).
   * Visitors too: their events are stored without a user id. Size- and rate-limited (docs/decisions.md).
   */
  analyticsEvents: endpoint({ method: 'POST', path: '/public/events', body: AnalyticsBatchSchema, response: AnalyticsBatchResultSchema }),
};

export const dashboardProcedures = {
  /** Admins: the weekly funnel visit → sign-up → onboarding finished → purchase and each dashboard card's views and clicks. */
  'analytics.getFunnel': procedure({ name: 'analytics.getFunnel', kind: 'query', input: AnalyticsFunnelInputSchema, output: AnalyticsFunnelSchema }),
  /** The signed-in user's own data for the support chat button. */
  'support.getWidgetData': procedure({
    name: 'support.getWidgetData',
    kind: 'query',
    input: v.optional(v.object({}), {}),
    output: SupportWidgetDataSchema,
  }),
};
