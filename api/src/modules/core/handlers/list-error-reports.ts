import type { endpoints } from '@school/shared/contracts';
import { canReadErrorReports } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { listErrorReports as loadErrorReports } from '../repository';

/** The stored error reports: admins only. */
export const listErrorReports: EndpointHandler<typeof endpoints.errorReports> = async (ctx) => {
  if (!canReadErrorReports(ctx.user())) throw forbidden();
  return loadErrorReports(ctx.db);
};
