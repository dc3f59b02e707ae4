import { endpoints, procedures } from '@school/shared/contracts';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { createCourseResult } from './handlers/create-course-result';
import { getCourseResults } from './handlers/get-course-results';
import { getOffers } from './handlers/get-offers';
import { getProgramStatuses } from './handlers/get-program-statuses';
import { getSubscriptionPlans } from './handlers/get-subscription-plans';
import { getTransactions } from './handlers/get-transactions';
import { getVariables } from './handlers/get-variables';
import { setProgramStatus } from './handlers/set-program-status';
import { updateVariables } from './handlers/update-variables';

export function learningModule(): ApiModule {
  return {
    name: 'learning',
    routes: [route(endpoints.subscriptionPlans, getSubscriptionPlans, { public: true })],
    procedures: [
      procedureRoute(procedures['students.getTransactions'], getTransactions),
      procedureRoute(procedures['students.getOffers'], getOffers),
      procedureRoute(procedures['students.getProgramStatuses'], getProgramStatuses),
      procedureRoute(procedures['students.getCourseResultsNormalized'], getCourseResults),
      procedureRoute(procedures['students.setProgramStatus'], setProgramStatus),
      procedureRoute(procedures['students.createCourseResult'], createCourseResult),
      procedureRoute(procedures['users.getVariables'], getVariables),
      procedureRoute(procedures['users.updateVariables'], updateVariables),
    ],
  };
}
