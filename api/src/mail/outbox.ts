import * as v from 'valibot';
import type { MailConfig } from '../config';
import type { Database } from '../db/database';
import type { MailStatus } from '../db/schema';
import { defineJob, type JobQueue } from '../jobs/queue';
import type { MailContent } from './render';

/**
 * The outbox: a message is a row written in the transaction of the action that causes it (an
 * invitation, a password reset, a sign-up), and with SMTP_URL a delivery job sent in that same
 * transaction. So a rolled-back action sends nothing, and a committed one cannot lose its message:
 * the job retries with back-off until the SMTP server takes it.
 */

type MailKind = 'invitation' | 'password-reset' | 'email-confirmation' | 'email-change' | 'email-change-notice' | 'lesson-reminder' | 'report-new';

interface OutgoingMail {
  kind: MailKind;
  to: string;
  /** The person the message is about (kept when the account is deleted: SET NULL). */
  userId: number | null;
  content: MailContent;
  /** One-time links in the bodies, replaced in the stored copy once the message went out. */
  secrets?: string[];
}

/** One delivery job per message: `mail.deliver { messageId }`. */
export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  schema: v.object({ messageId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  // An SMTP server that is down for hours delays mail, never drops it: 30 s, 1 min, 2 min, … at most
  // 30 min apart, 40 attempts (about 16 hours) before the message is marked failed.
  retry: { limit: 40, delaySeconds: 30, backoff: true, maxDelaySeconds: 30 * 60 },
  expireInSeconds: 5 * 60,
});

export interface MailDeps {
  config: { mail: MailConfig };
  jobs?: JobQueue;
}

/**
 * Writes `mail` to the outbox through `db` (the action's transaction) and, when mail goes out over
 * SMTP, sends its delivery job in the same transaction. Answers the message's id.
 */
export async function queueMail(db: Database, deps: MailDeps, mail: OutgoingMail): Promise<number> {
  const send = async (trx: Database) => {
    const viaSmtp = Boolean(deps.config.mail.smtpUrl);
    const row = await trx
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        to_address: mail.to,
        user_id: mail.userId,
        subject: mail.content.subject,
        html: mail.content.html,
        text: mail.content.text,
        secrets: mail.secrets ?? [],
        status: viaSmtp ? 'queued' : 'kept',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (viaSmtp) {
      if (!deps.jobs) throw new Error('SMTP_URL is set but the job queue is not running');
      await deps.jobs.send(
        trx,
        deliverMailJob,
        { messageId: row.id },
        { key: `message:${row.id}`, retry: { delaySeconds: deps.config.mail.retryDelaySeconds } },
      );
    }
    return row.id;
  };
  return db.isTransaction ? send(db) : db.transaction().execute(send);
}

interface OutboxMessage {
  id: number;
  kind: string;
  to: string;
  userId: number | null;
  subject: string;
  html: string;
  text: string;
  secrets: string[];
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export async function loadOutboxMessage(db: Database, id: number): Promise<OutboxMessage | null> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    userId: row.user_id,
    subject: row.subject,
    html: row.html,
    text: row.text,
    secrets: row.secrets,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

export const REDACTED_LINK = '[одноразовая ссылка скрыта после отправки]';

function redact(body: string, secrets: readonly string[]): string {
  let out = body;
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED_LINK);
  return out;
}

/** The message went out: its one-time links are no longer kept. */
export async function markMailSent(db: Database, message: OutboxMessage, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now,
      attempts: message.attempts + 1,
      last_error: null,
      html: redact(message.html, message.secrets),
      text: redact(message.text, message.secrets),
      secrets: [],
    })
    .where('id', '=', message.id)
    .where('status', '!=', 'sent')
    .execute();
}

/** An attempt failed: counted, with the reason; `failed` once the job will not be tried again. */
export async function markMailAttemptFailed(db: Database, id: number, reason: string, final: boolean): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: reason.slice(0, 1000), status: final ? 'failed' : 'queued' }))
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .execute();
}

/** Delivered and failed messages older than `keepDays` are deleted (hourly sweep); kept ones stay for admins. */
export async function deleteOldMail(db: Database, now: Date, keepDays = 90): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', new Date(now.getTime() - keepDays * 86_400_000))
    .execute();
}
