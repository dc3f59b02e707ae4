import type { AccountTokenPurpose } from '../../db/schema';
import type { Database } from '../../db/database';
import { queueMail, type MailDeps } from '../../mail/outbox';
import { mailTemplates, type InvitedAs } from '../../mail/templates';
import { issueLink, linkUrl } from './tokens';

/**
 * The messages of accounts, each with a fresh one-time link, written in the caller's transaction:
 * the link and its message exist together or not at all.
 */

async function link(
  db: Database,
  deps: MailDeps,
  args: { userId: number; purpose: AccountTokenPurpose; now: Date; createdBy?: number | null; newEmail?: string },
) {
  const { token } = await issueLink(db, args);
  return linkUrl(deps.config.mail.publicUrl, args.purpose, token);
}

export async function sendInvitation(
  db: Database,
  deps: MailDeps,
  args: { userId: number; email: string; firstName: string; invitedAs: InvitedAs; companyName?: string | null; createdBy: number | null; now: Date },
): Promise<void> {
  const url = await link(db, deps, { userId: args.userId, purpose: 'invitation', now: args.now, createdBy: args.createdBy });
  await queueMail(db, deps, {
    kind: 'invitation',
    to: args.email,
    userId: args.userId,
    content: mailTemplates.invitation({ firstName: args.firstName, url, invitedAs: args.invitedAs, companyName: args.companyName }),
    secrets: [url],
  });
}

export async function sendPasswordReset(db: Database, deps: MailDeps, args: { userId: number; email: string; firstName: string; now: Date }): Promise<void> {
  const url = await link(db, deps, { userId: args.userId, purpose: 'password-reset', now: args.now });
  await queueMail(db, deps, {
    kind: 'password-reset',
    to: args.email,
    userId: args.userId,
    content: mailTemplates.passwordReset({ firstName: args.firstName, url }),
    secrets: [url],
  });
}

export async function sendEmailConfirmation(
  db: Database,
  deps: MailDeps,
  args: { userId: number; email: string; firstName: string; now: Date },
): Promise<void> {
  const url = await link(db, deps, { userId: args.userId, purpose: 'email-confirmation', now: args.now });
  await queueMail(db, deps, {
    kind: 'email-confirmation',
    to: args.email,
    userId: args.userId,
    content: mailTemplates.emailConfirmation({ firstName: args.firstName, url }),
    secrets: [url],
  });
}

/** The link goes to the new address; the old one is told, so a stolen session cannot move an account quietly. */
export async function sendEmailChange(
  db: Database,
  deps: MailDeps,
  args: { userId: number; oldEmail: string; newEmail: string; firstName: string; now: Date },
): Promise<void> {
  const url = await link(db, deps, { userId: args.userId, purpose: 'email-change', now: args.now, newEmail: args.newEmail });
  await queueMail(db, deps, {
    kind: 'email-change',
    to: args.newEmail,
    userId: args.userId,
    content: mailTemplates.emailChange({ firstName: args.firstName, newEmail: args.newEmail, url }),
    secrets: [url],
  });
  await queueMail(db, deps, {
    kind: 'email-change-notice',
    to: args.oldEmail,
    userId: args.userId,
    content: mailTemplates.emailChangeNotice({ firstName: args.firstName, newEmail: args.newEmail }),
  });
}
