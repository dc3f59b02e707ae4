import type { endpoints } from '@school/shared/contracts';
import { visibleUserGroupScope } from '@school/shared/permissions';
import type { EndpointHandler } from '../../../http/register';
import { loadUserGroups } from '../repository';

export const listUserGroups: EndpointHandler<typeof endpoints.userGroups> = async (ctx) => loadUserGroups(ctx.db, visibleUserGroupScope(ctx.user()));
