import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/repository';
import { issueLink, linkUrl } from './tokens';

/**
 * An administrator by e-mail (admin:create): a new account without a password, or an existing one
 * made an admin (and active) again. Answers a fresh one-time link to set the password; earlier ones
 * stop working.
 */
export async function createAdministrator(
  db: Database,
  args: { email: string; publicUrl: string; now: Date },
): Promise<{ userId: number; url: string; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', args.email.toLowerCase())
      .executeTakeFirst();
    let userId: number;
    if (existing) {
      userId = existing.id;
      await trx.updateTable('users').set({ is_admin: true, deactivated_at: null }).where('id', '=', userId).execute();
    } else {
      const row = await trx
        .insertInto('users')
        .values({ email: args.email, password_hash: '', is_admin: true, created_at: args.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
    }
    const { token } = await issueLink(trx, { userId, purpose: 'set-password', now: args.now });
    await recordAudit(trx, {
      actorId: null,
      kind: 'admin.create',
      personId: userId,
      after: { email: args.email, isAdmin: true, created: !existing },
      at: args.now,
    });
    return { userId, url: linkUrl(args.publicUrl, 'set-password', token), created: !existing };
  });
}
