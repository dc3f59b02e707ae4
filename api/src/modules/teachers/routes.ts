import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { createTeacherSearchRequest } from './handlers/create-teacher-search-request';
import { getHome } from './handlers/get-home';
import { getTeacher } from './handlers/get-teacher';
import { getTeacherSearchRequests } from './handlers/get-teacher-search-requests';
import { markTeacherSearchRequestsSeen } from './handlers/mark-teacher-search-requests-seen';
import { newTeacherSearchRequestsCount } from './handlers/new-teacher-search-requests-count';

export function teachersModule(): ApiModule {
  return {
    name: 'teachers',
    procedures: [
      procedureRoute(procedures['teachers.newTeacherSearchRequestsCount'], newTeacherSearchRequestsCount),
      procedureRoute(procedures['teachers.getTeacherSearchRequests'], getTeacherSearchRequests),
      procedureRoute(procedures['teachers.markTeacherSearchRequestsSeen'], markTeacherSearchRequestsSeen),
      procedureRoute(procedures['teachers.createTeacherSearchRequest'], createTeacherSearchRequest),
      procedureRoute(procedures['teachers.getHome'], getHome),
      procedureRoute(procedures['teachers.getTeacher'], getTeacher),
    ],
  };
}
