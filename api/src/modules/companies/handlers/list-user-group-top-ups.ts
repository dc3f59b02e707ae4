import type { endpoints } from '@school/shared/contracts';
import { canSeeTopUps } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { visibleUserGroup } from '../access';
import { loadUserGroupTopUps } from '../repository';

export const listUserGroupTopUps: EndpointHandler<typeof endpoints.userGroupTopUps> = async (ctx, { params }) => {
  if (!canSeeTopUps(ctx.user())) throw forbidden();
  await visibleUserGroup(ctx, params.userGroupId);
  return loadUserGroupTopUps(ctx.db, params.userGroupId);
};
