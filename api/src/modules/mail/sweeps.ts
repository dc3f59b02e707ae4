import type { Sweep } from '../../jobs/sweeps';
import { deleteOldMail } from '../../mail/outbox';

const HOUR = 3_600_000;

/**
 * Sent and failed messages older than 90 days are deleted hourly; queued ones stay until delivered
 * or failed. Listed with or without SMTP_URL: an outbox-only school fills the table too.
 */
export const oldMailSweep: Sweep = { name: 'old-mail', everyMs: HOUR, run: (db, now) => deleteOldMail(db, now) };
