import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { getResult } from './handlers/get-result';
import { saveResult } from './handlers/save-result';

export function levelTestModule(): ApiModule {
  return {
    name: 'level-test',
    procedures: [procedureRoute(procedures['levelTest.saveResult'], saveResult), procedureRoute(procedures['levelTest.getResult'], getResult)],
  };
}
