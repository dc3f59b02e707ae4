import type { procedures } from '@school/shared/contracts';
import { canReadAnalytics } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { analyticsFunnel } from '../repository';

/** The weekly funnel of visits, sign-ups, onboarding and purchases: admins only. */
export const getFunnel: ProcedureHandler<(typeof procedures)['analytics.getFunnel']> = async (ctx, input) => {
  if (!canReadAnalytics(ctx.user())) throw forbidden();
  return analyticsFunnel(ctx.db, input.weeks, ctx.now);
};
