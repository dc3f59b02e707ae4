import { procedures } from '@school/shared/contracts';
import { canReadAuditLog } from '@school/shared/permissions';
import { forbidden } from '../../http/errors';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { listAudit } from './repository';

/** The audit log (admins): `/lms/admin/audit`, filtered by person and by kind. */
export function auditModule(): ApiModule {
  return {
    name: 'audit',
    procedures: [
      procedureRoute(procedures['admin.audit.list'], async (ctx, input) => {
        if (!canReadAuditLog(ctx.user())) throw forbidden();
        return listAudit(ctx.db, input);
      }),
    ],
  };
}
