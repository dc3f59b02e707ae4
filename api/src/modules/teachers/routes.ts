import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { countNewTeacherSearchRequests } from './repository';

export function teachersModule(): ApiModule {
  return {
    name: 'teachers',
    procedures: [
      procedureRoute(procedures['teachers.newTeacherSearchRequestsCount'], async (ctx) => {
        // Only teachers see the counter; for anyone else there is nothing new.
        if (!ctx.user().isTeacher) return { count: 0 };
        return { count: await countNewTeacherSearchRequests(ctx.db) };
      }),
    ],
  };
}
