import { authModule } from './auth/routes';
import { companiesModule } from './companies/routes';
import { coreModule } from './core/routes';
import { dictionaryModule } from './dictionary/routes';
import { legalOffersModule } from './legal-offers/routes';
import { studentGroupsModule } from './student-groups/routes';
import { studentsModule } from './students/routes';
import { reportsModule } from './reports/routes';
import { teachersModule } from './teachers/routes';
import { learningModule } from './learning/routes';
import { dashboardModule } from './dashboard/routes';
import { paymentsModule } from './payments/routes';
import { leadsModule } from './leads/routes';
import { levelTestModule } from './level-test/routes';
import { referralsModule } from './referrals/routes';
import { lessonsModule } from './lessons/routes';
import { notificationsModule } from './notifications/routes';
import type { ApiModule } from './module';

/** Every domain of the API. A new domain adds its module here. */
export function allModules(): ApiModule[] {
  return [
    coreModule(),
    authModule(),
    teachersModule(),
    studentsModule(),
    studentGroupsModule(),
    legalOffersModule(),
    reportsModule(),
    learningModule(),
    paymentsModule(),
    companiesModule(),
    dashboardModule(),
    dictionaryModule(),
    leadsModule(),
    levelTestModule(),
    referralsModule(),
    lessonsModule(),
    notificationsModule(),
  ];
}
