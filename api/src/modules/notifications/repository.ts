import { sql } from 'kysely';
import * as v from 'valibot';
import { NotificationEventSchema, type NotificationEvent, type NotificationsPage, type UserNotification } from '@school/shared/schemas';
import type { Database } from '../../db/database';

/** The notification centre: the only code touching `user_notifications`. Every read and write names its user. */

export interface NewNotification {
  userId: number;
  event: NotificationEvent;
  /** The path the notification opens (/lms/…). */
  link: string;
  /** Once per user: a second notification with the same key is not written. */
  dedupKey?: string;
  createdAt: Date;
}

function paramsOf(event: NotificationEvent): Record<string, unknown> {
  const { kind: _kind, ...params } = event;
  return params;
}

/** Writes notifications (in the caller's transaction when it passes one); keyed ones at most once per user. */
export async function insertNotifications(db: Database, notifications: readonly NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  for (let i = 0; i < notifications.length; i += 500) {
    await db
      .insertInto('user_notifications')
      .values(
        notifications.slice(i, i + 500).map((n) => ({
          user_id: n.userId,
          kind: n.event.kind,
          params: JSON.stringify(paramsOf(n.event)),
          link: n.link,
          dedup_key: n.dedupKey ?? null,
          created_at: n.createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'dedup_key']).where('dedup_key', 'is not', null).doNothing())
      .execute();
  }
}

/** The same notification for everyone a subquery names (all teachers, say), in one statement. */
export async function insertNotificationForAll(db: Database, users: 'teachers', notification: Omit<NewNotification, 'userId' | 'dedupKey'>): Promise<void> {
  const params = JSON.stringify(paramsOf(notification.event));
  if (users === 'teachers') {
    await sql`
      INSERT INTO user_notifications (user_id, kind, params, link, created_at)
      SELECT u.id, ${notification.event.kind}, ${params}::jsonb, ${notification.link}, ${notification.createdAt}
      FROM users u WHERE u.is_teacher`.execute(db);
  }
}

type Row = { id: number; kind: string; params: Record<string, unknown>; link: string; created_at: Date; read_at: Date | null };

/** A stored notification as the apps read it; one whose kind or params this release no longer knows is left out. */
function toNotification(row: Row): UserNotification | null {
  const event = v.safeParse(NotificationEventSchema, { ...row.params, kind: row.kind });
  if (!event.success || !row.link.startsWith('/lms/')) return null;
  return { id: row.id, createdAt: row.created_at.toISOString(), readAt: row.read_at ? row.read_at.toISOString() : null, link: row.link, event: event.output };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the user's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  db: Database,
  userId: number,
  args: { page: number; pageSize: number; unreadOnly: boolean },
): Promise<NotificationsPage> {
  let query = db.selectFrom('user_notifications').where('user_id', '=', userId);
  if (args.unreadOnly) query = query.where('read_at', 'is', null);
  const [rows, total, unread] = await Promise.all([
    query
      .select(['id', 'kind', 'params', 'link', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    countUnread(db, userId),
  ]);
  return { items: rows.flatMap((r) => toNotification(r) ?? []), total: Number(total.n), unread };
}

/** Marks the user's own notifications read; ids of someone else's change nothing. */
export async function markRead(db: Database, userId: number, ids: readonly number[], now: Date): Promise<void> {
  await db
    .updateTable('user_notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllRead(db: Database, userId: number, now: Date): Promise<void> {
  await db.updateTable('user_notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

/** The user's purchased courses with their purchase moments (the course events are derived from them). */
export async function purchasedCoursesOf(db: Database, userId: number): Promise<{ courseId: string; purchasedAt: Date }[]> {
  const rows = await db.selectFrom('user_courses').select(['course_id', 'created_at']).where('user_id', '=', userId).where('purchased', '=', true).execute();
  return rows.map((r) => ({ courseId: r.course_id, purchasedAt: r.created_at }));
}

/** A person's name as notifications show it ('Ирина Морозова'). */
export async function personName(db: Database, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  return row ? [row.first_name, row.last_name].filter(Boolean).join(' ') : '';
}
