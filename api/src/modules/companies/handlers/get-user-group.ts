import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { visibleUserGroup } from '../access';

export const getUserGroup: EndpointHandler<typeof endpoints.userGroup> = async (ctx, { params }) => visibleUserGroup(ctx, params.userGroupId);
