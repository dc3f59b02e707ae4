import { endpoints } from '@school/shared/contracts';
import { PROGRAMS } from '@school/shared/domain';
import { canReadErrorReports } from '@school/shared/permissions';
import { forbidden, HttpError } from '../../http/errors';
import { enforceAnonymousWriteLimits, rateLimitSweep, rateLimits } from '../../http/rate-limit';
import { route } from '../../http/register';
import { sweepJob, sweepWorker } from '../../jobs/sweeps';
import type { ApiModule } from '../module';
import { databaseReachable, insertErrorReport, listErrorReports, loadConfig, loadReportFullTypes } from './repository';

export function coreModule(): ApiModule {
  return {
    name: 'core',
    jobKinds: [sweepJob(rateLimitSweep)],
    jobWorkers: (deps) => [sweepWorker(deps, rateLimitSweep)],
    routes: [
      route(
        endpoints.health,
        async (ctx) => {
          if (!(await databaseReachable(ctx.db))) throw new HttpError(500, [{ message: 'База данных недоступна' }]);
          return { ok: true, database: ctx.deps.config.databaseUrl ? 'postgres' : 'pglite' };
        },
        { public: true },
      ),
      route(endpoints.config, async (ctx) => loadConfig(ctx.db)),
      route(endpoints.reportFullTypes, async (ctx) => loadReportFullTypes(ctx.db)),
      route(endpoints.programs, async () => [...PROGRAMS], { public: true }),
      route(
        endpoints.reportError,
        async (ctx, { body }) => {
          await enforceAnonymousWriteLimits(ctx, {
            perSender: rateLimits.errorReportsPerSender,
            visitorsTogether: rateLimits.errorReportsFromVisitors,
          });
          await insertErrorReport(ctx.db, ctx.viewer?.id ?? null, body);
          return { ok: true as const };
        },
        { public: true },
      ),
      route(endpoints.errorReports, async (ctx) => {
        if (!canReadErrorReports(ctx.user())) throw forbidden();
        return listErrorReports(ctx.db);
      }),
    ],
  };
}
