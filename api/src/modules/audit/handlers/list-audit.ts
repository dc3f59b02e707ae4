import type { procedures } from '@school/shared/contracts';
import { canReadAuditLog } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { listAudit as loadAudit } from '../repository';

export const listAudit: ProcedureHandler<(typeof procedures)['admin.audit.list']> = async (ctx, input) => {
  if (!canReadAuditLog(ctx.user())) throw forbidden();
  return loadAudit(ctx.db, input);
};
