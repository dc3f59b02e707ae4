import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { listStudentGroups } from '../../student-groups/repository';
import { visibleUserGroup } from '../access';

export const listUserGroupStudentGroups: EndpointHandler<typeof endpoints.userGroupStudentGroups> = async (ctx, { params }) => {
  await visibleUserGroup(ctx, params.userGroupId);
  return listStudentGroups(ctx.db, { userGroupId: params.userGroupId }, ctx.now);
};
