import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { updateProfile } from '../repository';
import { getSession } from './get-session';

export const updatePersonalData: EndpointHandler<typeof endpoints.updatePersonalData> = async (ctx, { body }) => {
  await updateProfile(ctx.db, ctx.user().id, { first_name: body.firstName, last_name: body.lastName, phone: body.phone });
  return getSession(ctx);
};
