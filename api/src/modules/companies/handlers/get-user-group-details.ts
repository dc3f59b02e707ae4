import type { procedures } from '@school/shared/contracts';
import { isHrView } from '@school/shared/permissions';
import type { ProcedureHandler } from '../../../http/register';
import { visibleUserGroup, visibleUserGroupsCount } from '../access';
import { countUserGroupContents } from '../repository';

/** The company page: the company, how many students and groups it has, and whether the user reads it as its HR. */
export const getUserGroupDetails: ProcedureHandler<(typeof procedures)['userGroups.getUserGroup']> = async (ctx, { userGroupId }) => {
  const user = ctx.user();
  const userGroup = await visibleUserGroup(ctx, userGroupId);
  const [counts, visibleCount] = await Promise.all([countUserGroupContents(ctx.db, userGroupId), visibleUserGroupsCount(ctx, user)]);
  return { userGroup, ...counts, viewerIsHr: isHrView(user, visibleCount) };
};
