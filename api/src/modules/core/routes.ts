import { endpoints } from '@school/shared/contracts';
import { route } from '../../http/register';
import { sweepJob, sweepWorker } from '../../jobs/sweeps';
import type { ApiModule } from '../module';
import { getConfig } from './handlers/get-config';
import { getPrograms } from './handlers/get-programs';
import { getReportFullTypes } from './handlers/get-report-full-types';
import { health } from './handlers/health';
import { listErrorReports } from './handlers/list-error-reports';
import { reportError } from './handlers/report-error';
import { coreSweepKinds, coreSweeps } from './sweeps';

export function coreModule(): ApiModule {
  return {
    name: 'core',
    jobKinds: coreSweepKinds.map(sweepJob),
    jobWorkers: (deps) => coreSweeps(deps.config).map((sweep) => sweepWorker(deps, sweep)),
    routes: [
      route(endpoints.health, health, { public: true }),
      route(endpoints.config, getConfig),
      route(endpoints.reportFullTypes, getReportFullTypes),
      route(endpoints.programs, getPrograms, { public: true }),
      route(endpoints.reportError, reportError, { public: true }),
      route(endpoints.errorReports, listErrorReports),
    ],
  };
}
