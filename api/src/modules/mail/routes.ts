import { procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import { mailDeliveryWorker } from '../../mail/delivery';
import { deliverMailJob } from '../../mail/outbox';
import type { ApiModule } from '../module';
import { getMail } from './handlers/get-mail';
import { listMail } from './handlers/list-mail';

/**
 * The school's mail: admins read the outbox; with SMTP_URL every instance runs the delivery worker
 * (api/src/mail), and the queue hands each message to one of them.
 */
export function mailModule(): ApiModule {
  return {
    name: 'mail',
    procedures: [procedureRoute(procedures['mail.list'], listMail), procedureRoute(procedures['mail.get'], getMail)],
    jobKinds: [deliverMailJob],
    jobWorkers: (deps) => (deps.config.mail.smtpUrl ? [mailDeliveryWorker(deps)] : []),
  };
}
