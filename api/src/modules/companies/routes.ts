import { endpoints, procedures } from '@school/shared/contracts';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { createUserGroup } from './handlers/create-user-group';
import { getUserGroup } from './handlers/get-user-group';
import { getUserGroupDetails } from './handlers/get-user-group-details';
import { listUserGroupStudentGroups } from './handlers/list-user-group-student-groups';
import { listUserGroupStudents } from './handlers/list-user-group-students';
import { listUserGroupTopUps } from './handlers/list-user-group-top-ups';
import { listUserGroups } from './handlers/list-user-groups';
import { topUpStudentGroup } from './handlers/top-up-student-group';

export function companiesModule(): ApiModule {
  return {
    name: 'companies',
    routes: [
      route(endpoints.userGroups, listUserGroups),
      route(endpoints.createUserGroup, createUserGroup),
      route(endpoints.userGroup, getUserGroup),
      route(endpoints.userGroupStudents, listUserGroupStudents),
      route(endpoints.userGroupStudentGroups, listUserGroupStudentGroups),
      route(endpoints.userGroupTopUps, listUserGroupTopUps),
      route(endpoints.topUpStudentGroup, topUpStudentGroup),
    ],
    procedures: [procedureRoute(procedures['userGroups.getUserGroup'], getUserGroupDetails)],
  };
}
