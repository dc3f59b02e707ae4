import { authModule } from './auth/routes';
import { coreModule } from './core/routes';
import { reportsModule } from './reports/routes';
import { teachersModule } from './teachers/routes';
import type { ApiModule } from './module';

/** Every domain of the API. A new domain adds its module here. */
export function allModules(): ApiModule[] {
  return [coreModule(), authModule(), teachersModule(), reportsModule()];
}
