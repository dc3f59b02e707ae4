import type { procedures } from '@school/shared/contracts';
import { canReadSchoolMail } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { listMail as readPage } from '../repository';

export const listMail: ProcedureHandler<(typeof procedures)['mail.list']> = async (ctx, input) => {
  if (!canReadSchoolMail(ctx.user())) throw forbidden();
  return readPage(ctx.db, { page: input.page, search: input.search });
};
