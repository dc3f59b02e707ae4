import type { endpoints } from '@school/shared/contracts';
import { HttpError } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { databaseReachable } from '../repository';

/** Whether the server and its database answer (for load balancers and monitoring). */
export const health: EndpointHandler<typeof endpoints.health> = async (ctx) => {
  if (!(await databaseReachable(ctx.db))) throw new HttpError(500, [{ message: 'База данных недоступна' }]);
  return { ok: true, database: ctx.deps.config.databaseUrl ? 'postgres' : 'pglite' };
};
