import { accountsModule } from './accounts/routes';
import { auditModule } from './audit/routes';
import { authModule } from './auth/routes';
import { backOfficeModule } from './back-office/routes';
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
import { promoCodesModule } from './promo-codes/routes';
import { leadsModule } from './leads/routes';
import { mailModule } from './mail/routes';
import { levelTestModule } from './level-test/routes';
import { referralsModule } from './referrals/routes';
import { activityReportsModule } from './activity-reports/routes';
import { reviewModule } from './review/routes';
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
    promoCodesModule(),
    companiesModule(),
    dashboardModule(),
    dictionaryModule(),
    leadsModule(),
    levelTestModule(),
    referralsModule(),
    activityReportsModule(),
    mailModule(),
    accountsModule(),
    backOfficeModule(),
    auditModule(),
    reviewModule(),
    lessonsModule(),
    notificationsModule(),
  ];
}
