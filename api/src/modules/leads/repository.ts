import { sql } from 'kysely';
import type { Lead, LeadInput } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import { addLeadReferral, phoneDigits } from '../referrals/repository';

/** Leads of the free introductory lesson. */

/**
 * Stores a lead unless the same phone sent one within `windowMs` (a double click, a reload, a second
 * tab): one lead per phone and window, decided under a lock on the phone so simultaneous submissions
 * make one row. A lead that came by an invitation joins the referrer's list of friends.
 */
export async function createLeadOnce(
  db: Database,
  lead: LeadInput,
  args: { now: Date; windowMs: number; userId: number | null },
): Promise<{ created: boolean; id: number }> {
  const digits = phoneDigits(lead.phone);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`lead-phone:${digits}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('leads')
      .select('id')
      .where('phone_digits', '=', digits)
      .where('created_at', '>', new Date(args.now.getTime() - args.windowMs))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (recent) return { created: false, id: recent.id };
    const row = await trx
      .insertInto('leads')
      .values({
        name: lead.name,
        phone: lead.phone,
        phone_digits: digits,
        contact: lead.contact,
        age_group: lead.ageGroup,
        preferred_time: lead.time,
        source: lead.source,
        level: lead.level ?? null,
        referral_code: lead.referralCode ?? null,
        plan_id: lead.planId ?? null,
        user_id: args.userId,
        created_at: args.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (lead.referralCode) await addLeadReferral(trx, { code: lead.referralCode, leadId: row.id, friendName: lead.name, now: args.now });
    return { created: true, id: row.id };
  });
}

/** The latest leads, newest first, with the learner who invited the visitor. */
export async function listLeads(db: Database, limit = 300): Promise<Lead[]> {
  const rows = await db
    .selectFrom('leads as l')
    .leftJoin('referrals as r', 'r.lead_id', 'l.id')
    .leftJoin('users as u', 'u.id', 'r.referrer_id')
    .select([
      'l.id',
      'l.name',
      'l.phone',
      'l.contact',
      'l.age_group',
      'l.preferred_time',
      'l.source',
      'l.level',
      'l.plan_id',
      'l.created_at',
      'u.first_name',
      'u.last_name',
      'l.status',
      'l.status_note',
      'l.converted_user_id',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    contact: r.contact,
    ageGroup: r.age_group as Lead['ageGroup'],
    time: r.preferred_time as Lead['time'],
    source: r.source as Lead['source'],
    level: r.level as Lead['level'],
    planId: r.plan_id,
    invitedBy: r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    statusNote: r.status_note,
    convertedUserId: r.converted_user_id,
  }));
}

/** A lead locked for a change by staff (in the change's transaction), or undefined. */
export async function lockLead(db: Database, leadId: number) {
  return db.selectFrom('leads').select(['id', 'status', 'status_note', 'name', 'phone']).where('id', '=', leadId).forUpdate().executeTakeFirst();
}

export async function setLeadStatus(
  db: Database,
  args: { leadId: number; status: 'new' | 'handled' | 'rejected' | 'converted'; note: string; by: number; now: Date; convertedUserId?: number },
): Promise<void> {
  await db
    .updateTable('leads')
    .set({
      status: args.status,
      status_note: args.note,
      handled_by: args.status === 'new' ? null : args.by,
      handled_at: args.status === 'new' ? null : args.now,
      ...(args.convertedUserId !== undefined ? { converted_user_id: args.convertedUserId } : {}),
    })
    .where('id', '=', args.leadId)
    .execute();
  // A friend invited by a learner, now a student: the invitation follows the account.
  if (args.convertedUserId !== undefined) {
    await db
      .updateTable('referrals')
      .set({ friend_user_id: args.convertedUserId })
      .where('lead_id', '=', args.leadId)
      .where('friend_user_id', 'is', null)
      .execute();
  }
}
