import type { endpoints } from '@school/shared/contracts';
import { badRequest } from '../../../http/errors';
import type { EndpointHandler } from '../../../http/register';
import { hashPassword, verifyPassword } from '../password';
import { passwordHashOf, setPasswordHash } from '../repository';
import { authTexts } from '../texts';

export const changePassword: EndpointHandler<typeof endpoints.changePassword> = async (ctx, { body }) => {
  const userId = ctx.user().id;
  if (!(await verifyPassword(body.currentPassword, await passwordHashOf(ctx.db, userId)))) {
    throw badRequest(authTexts.wrongPassword, 'currentPassword');
  }
  await setPasswordHash(ctx.db, userId, await hashPassword(body.newPassword), ctx.hono.get('sessionId'));
  return { ok: true as const };
};
