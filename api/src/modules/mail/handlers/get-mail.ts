import type { procedures } from '@school/shared/contracts';
import { canReadSchoolMail } from '@school/shared/permissions';
import { forbidden, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { readMail } from '../repository';

export const getMail: ProcedureHandler<(typeof procedures)['mail.get']> = async (ctx, { id }) => {
  if (!canReadSchoolMail(ctx.user())) throw forbidden();
  const message = await readMail(ctx.db, id);
  if (!message) throw notFound();
  return message;
};
