import { sql } from 'kysely';
import type { MailList, MailMessage } from '@school/shared/schemas';
import type { Database } from '../../db/database';

/** The school's outgoing mail as admins read it (the outbox itself: api/src/mail/outbox.ts). */

const MAIL_PAGE_SIZE = 50;

const summaryColumns = ['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'] as const;

type SummaryRow = {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  status: MailMessage['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
};

const summaryOf = (row: SummaryRow) => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at ? row.sent_at.toISOString() : null,
});

/** A page of messages, newest first; `search` matches a part of the recipient or the subject. */
export async function listMail(db: Database, args: { page: number; search?: string }): Promise<MailList> {
  let query = db.selectFrom('mail_outbox');
  const search = args.search?.trim();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb(sql<string>`lower(to_address)`, 'like', pattern), eb(sql<string>`lower(subject)`, 'like', pattern)]));
  }
  const rows = await query
    .select([...summaryColumns, sql<number>`count(*) over ()`.as('total')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAIL_PAGE_SIZE)
    .offset((args.page - 1) * MAIL_PAGE_SIZE)
    .execute();
  const total = rows[0] ? Number(rows[0].total) : args.page > 1 ? Number((await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0) : 0;
  return { items: rows.map(summaryOf), total, page: args.page, pageSize: MAIL_PAGE_SIZE };
}

export async function readMail(db: Database, id: number): Promise<MailMessage | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([...summaryColumns, 'html', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...summaryOf(row), html: row.html, text: row.text } : null;
}
