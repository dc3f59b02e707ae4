import type { PersonRole } from '@school/shared/permissions';
import type { Database } from '../../db/database';
import type { MailDeps } from '../../mail/outbox';
import type { InvitedAs } from '../../mail/templates';
import { sendInvitation } from '../accounts/mails';
import { recordAudit } from '../audit/repository';
import { insertInvitedPerson } from './repository';

/**
 * A person the school opens an account for: the account (no password), its invitation link (7 days)
 * and the message, and the audit entry — in the caller's transaction, so a failed invitation leaves
 * no account without its invitation. Null when the address is taken.
 */
export async function invitePerson(
  db: Database,
  deps: MailDeps,
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    roles: readonly PersonRole[];
    invitedAs: InvitedAs;
    companyName?: string | null;
    by: number;
    now: Date;
  },
): Promise<number | null> {
  const id = await insertInvitedPerson(db, person);
  if (id === null) return null;
  await sendInvitation(db, deps, {
    userId: id,
    email: person.email,
    firstName: person.firstName,
    invitedAs: person.invitedAs,
    companyName: person.companyName,
    createdBy: person.by,
    now: person.now,
  });
  await recordAudit(db, {
    actorId: person.by,
    kind: 'person.invite',
    personId: id,
    after: { firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone, roles: person.roles },
    at: person.now,
  });
  return id;
}
