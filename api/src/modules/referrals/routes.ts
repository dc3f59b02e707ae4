import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { acceptReferral } from './handlers/accept-referral';
import { getReferrals } from './handlers/get-referrals';

export function referralsModule(): ApiModule {
  return {
    name: 'referrals',
    procedures: [procedureRoute(procedures['referrals.get'], getReferrals), procedureRoute(procedures['referrals.accept'], acceptReferral)],
  };
}
