import { endpoints, procedures } from '@school/shared/contracts';
import { procedureRoute, route } from '../../http/register';
import { sweepJob, sweepWorker } from '../../jobs/sweeps';
import type { ApiModule } from '../module';
import { changePassword } from './handlers/change-password';
import { decrementNotification } from './handlers/decrement-notification';
import { getDemoAccounts } from './handlers/get-demo-accounts';
import { getSession } from './handlers/get-session';
import { login } from './handlers/login';
import { logout } from './handlers/logout';
import { updatePersonalData } from './handlers/update-personal-data';
import { updateSettings } from './handlers/update-settings';
import { expiredSessionSweep, staleLoginRecordSweep } from './sweeps';

const sweeps = [expiredSessionSweep, staleLoginRecordSweep];

export function authModule(): ApiModule {
  return {
    name: 'auth',
    jobKinds: sweeps.map(sweepJob),
    jobWorkers: (deps) => sweeps.map((sweep) => sweepWorker(deps, sweep)),
    routes: [
      route(endpoints.login, login, { public: true }),
      route(endpoints.logout, logout, { public: true }),
      route(endpoints.session, getSession),
      route(endpoints.demoAccounts, getDemoAccounts, { public: true }),
      route(endpoints.updatePersonalData, updatePersonalData),
      route(endpoints.updateSettings, updateSettings),
      route(endpoints.changePassword, changePassword),
    ],
    procedures: [procedureRoute(procedures['auth.decrementNotification'], decrementNotification)],
  };
}
