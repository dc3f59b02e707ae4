import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import { sweepJob, sweepWorker } from '../../jobs/sweeps';
import { mailDeliveryWorker } from '../../mail/delivery';
import { deliverMailJob } from '../../mail/outbox';
import type { ApiModule } from '../module';
import { getMail } from './handlers/get-mail';
import { listMail } from './handlers/list-mail';
import { oldMailSweep } from './sweeps';

/**
 * The school's mail: admins read the outbox; with SMTP_URL every instance runs the delivery worker
 * (api/src/mail), and the queue hands each message to one of them. Old messages are swept either way.
 */
export function mailModule(): ApiModule {
  return {
    name: 'mail',
    procedures: [procedureRoute(procedures['mail.list'], listMail), procedureRoute(procedures['mail.get'], getMail)],
    jobKinds: [deliverMailJob, sweepJob(oldMailSweep)],
    jobWorkers: (deps) => [sweepWorker(deps, oldMailSweep), ...(deps.config.mail.smtpUrl ? [mailDeliveryWorker(deps)] : [])],
  };
}
