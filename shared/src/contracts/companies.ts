import * as v from 'valibot';
import {
  BalanceTopUpsSchema,
  CreateUserGroupInputSchema,
  IdLikeSchema,
  StudentGroupSchema,
  StudentGroupsSchema,
  TopUpInputSchema,
  UserGroupDetailsSchema,
  UserGroupIdInputSchema,
  UserGroupSchema,
  UserGroupsSchema,
  UserGroupStudentsSchema,
} from '../schemas';
import { endpoint, procedure } from './define';

const UserGroupParams = v.object({ userGroupId: IdLikeSchema });

/** Companies, their students, groups and balances (company remote). */
export const companyEndpoints = {
  userGroups: endpoint({ method: 'GET', path: '/server/user_groups', response: UserGroupsSchema }),
  createUserGroup: endpoint({
    method: 'POST',
    path: '/server/user_groups',
    body: CreateUserGroupInputSchema,
    response: UserGroupSchema,
    successStatus: 201,
  }),
  userGroup: endpoint({ method: 'GET', path: '/server/user_groups/:userGroupId', params: UserGroupParams, response: UserGroupSchema }),
  userGroupStudents: endpoint({
    method: 'GET',
    path: '/server/user_groups/:userGroupId/students',
    params: UserGroupParams,
    response: UserGroupStudentsSchema,
  }),
  userGroupStudentGroups: endpoint({
    method: 'GET',
    path: '/server/user_groups/:userGroupId/student_groups',
    params: UserGroupParams,
    response: StudentGroupsSchema,
  }),
  /** The history of group balance top-ups of a company (staff only). */
  userGroupTopUps: endpoint({
    method: 'GET',
    path: '/server/user_groups/:userGroupId/top_ups',
    params: UserGroupParams,
    response: BalanceTopUpsSchema,
  }),
  topUpStudentGroup: endpoint({
    method: 'POST',
    path: '/server/student_groups/:studentGroupId/top_up',
    params: v.object({ studentGroupId: IdLikeSchema }),
    body: TopUpInputSchema,
    response: StudentGroupSchema,
  }),
};

export const companyProcedures = {
  'userGroups.getUserGroup': procedure({
    name: 'userGroups.getUserGroup',
    kind: 'query',
    input: UserGroupIdInputSchema,
    output: UserGroupDetailsSchema,
  }),
};
