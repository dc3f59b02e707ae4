import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { listAudit } from './handlers/list-audit';

/** The audit log (admins): `/lms/admin/audit`, filtered by person and by kind. */
export function auditModule(): ApiModule {
  return {
    name: 'audit',
    procedures: [procedureRoute(procedures['admin.audit.list'], listAudit)],
  };
}
