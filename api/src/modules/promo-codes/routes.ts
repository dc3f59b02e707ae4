import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { checkPromoCode } from './handlers/check-promo-code';
import { createCode, listCodes, updateCode } from './handlers/manage-promo-codes';

/** Promo codes: checked by learners at checkout, managed by admins. Orders are priced with them in payments. */
export function promoCodesModule(): ApiModule {
  return {
    name: 'promo-codes',
    procedures: [
      procedureRoute(procedures['promoCodes.check'], checkPromoCode),
      procedureRoute(procedures['promoCodes.list'], listCodes),
      procedureRoute(procedures['promoCodes.create'], createCode),
      procedureRoute(procedures['promoCodes.update'], updateCode),
    ],
  };
}
