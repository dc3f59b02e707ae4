import { canSeeUserGroup, visibleUserGroupScope, type Viewer } from '@school/shared/permissions';
import { forbidden, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/context';
import { countUserGroups, findUserGroup } from './repository';

/**
 * A company the user may see, or 403 (another company's HR, teachers, students), or 404 (staff asking
 * for a company that does not exist). Permission comes first so HR learn nothing about other ids.
 */
export async function visibleUserGroup(ctx: RequestContext, userGroupId: number) {
  const user = ctx.user();
  if (!canSeeUserGroup(user, userGroupId)) throw forbidden();
  const userGroup = await findUserGroup(ctx.db, userGroupId);
  if (!userGroup) throw notFound();
  return userGroup;
}

/** How many companies the user sees: HR view needs it (a non-staff user with exactly one company is HR). */
export async function visibleUserGroupsCount(ctx: RequestContext, user: Viewer): Promise<number> {
  const scope = visibleUserGroupScope(user);
  return scope === 'all' ? countUserGroups(ctx.db) : scope.length;
}
