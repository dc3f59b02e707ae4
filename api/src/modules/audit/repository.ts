import type { AuditList } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import { fetchPage, totalColumn } from '../../db/paging';

/**
 * The audit log: every back-office change and every sign-in of staff, with who, when, what, before
 * and after. A change writes its entry in its own transaction (pass the transaction as `db`), so the
 * log never misses a change nor records one that did not happen.
 */

type AuditKind =
  | 'sign-in'
  | 'admin.create'
  | 'person.invite'
  | 'person.update'
  | 'person.roles'
  | 'person.deactivate'
  | 'person.reactivate'
  | 'invitation.resend'
  | 'invitation.revoke'
  | 'student.teacher-assign'
  | 'student.teacher-unassign'
  | 'student.update'
  | 'student.balance'
  | 'group.create'
  | 'group.update'
  | 'group.balance'
  | 'company.hr-add'
  | 'company.hr-remove'
  | 'company.student-add'
  | 'company.student-remove'
  | 'lead.convert'
  | 'lead.status';

export interface AuditEntryInput {
  actorId: number | null;
  kind: AuditKind;
  personId?: number | null;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
  at: Date;
}

export async function recordAudit(db: Database, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor_id: entry.actorId,
      kind: entry.kind,
      person_id: entry.personId ?? null,
      subject: entry.subject ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Database, args: { page: number; personId?: number; kind?: string }): Promise<AuditList> {
  let query = db.selectFrom('audit_log as a').leftJoin('users as actor', 'actor.id', 'a.actor_id').leftJoin('users as person', 'person.id', 'a.person_id');
  if (args.personId !== undefined) {
    const id = args.personId;
    query = query.where((eb) => eb.or([eb('a.actor_id', '=', id), eb('a.person_id', '=', id)]));
  }
  if (args.kind) query = query.where('a.kind', '=', args.kind);
  const ordered = query
    .select([
      'a.id',
      'a.at',
      'a.kind',
      'a.subject',
      'a.before',
      'a.after',
      'actor.id as actor_id',
      'actor.first_name as actor_first',
      'actor.last_name as actor_last',
      'person.id as person_id',
      'person.first_name as person_first',
      'person.last_name as person_last',
      totalColumn(),
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc');
  return fetchPage(ordered, args.page, AUDIT_PAGE_SIZE, (r) => ({
    id: Number(r.id),
    at: r.at.toISOString(),
    kind: r.kind,
    subject: r.subject,
    before: r.before,
    after: r.after,
    actor: r.actor_id ? { id: r.actor_id, firstName: r.actor_first ?? '', lastName: r.actor_last ?? '' } : null,
    person: r.person_id ? { id: r.person_id, firstName: r.person_first ?? '', lastName: r.person_last ?? '' } : null,
  }));
}
