import { endpoints, procedures } from '@school/shared/contracts';
import { procedureRoute, route } from '../../http/register';
import { sweepJob, sweepWorker } from '../../jobs/sweeps';
import type { ApiModule } from '../module';
import { getFunnel } from './handlers/get-funnel';
import { getSupportWidgetData } from './handlers/get-support-widget-data';
import { recordAnalyticsEvents } from './handlers/record-analytics-events';
import { analyticsRetentionSweep } from './limits';

export function dashboardModule(): ApiModule {
  return {
    name: 'dashboard',
    jobKinds: [sweepJob(analyticsRetentionSweep)],
    jobWorkers: (deps) => [sweepWorker(deps, analyticsRetentionSweep)],
    routes: [route(endpoints.analyticsEvents, recordAnalyticsEvents, { public: true })],
    procedures: [procedureRoute(procedures['analytics.getFunnel'], getFunnel), procedureRoute(procedures['support.getWidgetData'], getSupportWidgetData)],
  };
}
