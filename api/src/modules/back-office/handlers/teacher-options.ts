import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { teacherOptions as readOptions } from '../repository';

export const teacherOptions: ProcedureHandler<(typeof procedures)['admin.teachers.options']> = async (ctx) => {
  backOfficeUser(ctx);
  return readOptions(ctx.db);
};
