import type { endpoints } from '@school/shared/contracts';
import { canAddCompany } from '@school/shared/permissions';
import { validationTexts } from '@school/shared/texts';
import { conflict, forbidden } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { insertUserGroup } from '../repository';

export const createUserGroup: EndpointHandler<typeof endpoints.createUserGroup> = async (ctx, { body }) => {
  if (!canAddCompany(ctx.user())) throw forbidden();
  const created = await insertUserGroup(ctx.db, body.name);
  if (!created) throw conflict(validationTexts.companyNameDuplicate, 'name');
  return created;
};
