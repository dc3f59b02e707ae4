import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';
import type { Database } from '../db/database';
import { jobWorker, type JobWorker } from '../jobs/queue';
import { deliverMailJob, loadOutboxMessage, markMailAttemptFailed, markMailSent } from './outbox';

/** The part of the sender's address after '@', for Message-IDs ('school.example'). */
function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/** The Message-ID of an outbox message: the same on every attempt, so a receiver may spot a repeat. */
function messageIdOf(id: number, from: string): string {
  return `<school-mail-${id}@${senderDomain(from)}>`;
}

function createTransport(smtpUrl: string): Transporter {
  // A server that does not answer is a failed attempt, retried later, not a job stuck for ever.
  const url = new URL(smtpUrl);
  for (const [name, value] of [
    ['connectionTimeout', '20000'],
    ['greetingTimeout', '20000'],
    ['socketTimeout', '60000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return nodemailer.createTransport(url.toString());
}

/**
 * The worker of `mail.deliver`: hands the outbox message to the SMTP server, marks it sent (and
 * forgets its one-time links), or counts the failed attempt and throws so the queue retries it with
 * back-off. A message already sent (a job run twice after a crash between sending and marking) is
 * not sent again.
 */
export function mailDeliveryWorker(deps: { db: Database; config: { mail: MailConfig }; now: () => Date }, transport?: Transporter): JobWorker {
  const smtpUrl = deps.config.mail.smtpUrl;
  if (!smtpUrl && !transport) throw new Error('Mail delivery needs SMTP_URL');
  const smtp = transport ?? createTransport(smtpUrl!);
  const from = deps.config.mail.from;
  return jobWorker(
    deliverMailJob,
    async ({ messageId }, run) => {
      const message = await loadOutboxMessage(deps.db, messageId);
      if (!message || message.status === 'sent') return;
      try {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          messageId: messageIdOf(message.id, from),
          headers: { 'X-School-Mail-Id': String(message.id) },
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markMailAttemptFailed(deps.db, message.id, reason, run.isLastAttempt);
        throw error;
      }
      await markMailSent(deps.db, message, deps.now());
    },
    { concurrency: 2 },
  );
}
