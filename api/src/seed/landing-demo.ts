import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

const DAY = 24 * 3_600_000;

/** The demo learner's invitation code (student@demo.school). */
export const DEMO_REFERRAL_CODE = 'STUDENT9';

/**
 * The school's front door in the demo: a few leads of the introductory lesson for the admin area, and
 * the demo learner's invited friends: one visitor who left a lead by the invitation, and the new
 * student (newstudent@demo.school) who joined by it and has not bought a package yet.
 */
export async function seedLandingDemo(trx: Transaction<DB>, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await trx
    .insertInto('referral_codes')
    .values({ user_id: 9, code: DEMO_REFERRAL_CODE, created_at: ago(30) })
    .execute();
  const leads = await trx
    .insertInto('leads')
    .values([
      {
        name: 'Светлана Орлова',
        phone: '+7 912 345-67-01',
        phone_digits: '79123456701',
        contact: 'svetlana.orlova@mail.example',
        age_group: 'kids-8-10',
        preferred_time: 'evening',
        source: 'kids',
        plan_id: '40m_kids',
        created_at: ago(3),
      },
      {
        name: 'Артём',
        phone: '+7 915 222-33-44',
        phone_digits: '79152223344',
        contact: '@artem_dev',
        age_group: 'adult',
        preferred_time: 'morning',
        source: 'level-test',
        level: 'B1',
        created_at: ago(2),
      },
      {
        name: 'Ирина Лебедева',
        phone: '+7 926 555-10-20',
        phone_digits: '79265551020',
        contact: '',
        age_group: 'adult',
        preferred_time: 'weekend',
        source: 'referral',
        referral_code: DEMO_REFERRAL_CODE,
        created_at: ago(1),
      },
    ])
    .returning(['id', 'referral_code', 'name', 'created_at'])
    .execute();
  const invited = leads.find((lead) => lead.referral_code === DEMO_REFERRAL_CODE)!;
  await trx
    .insertInto('referrals')
    .values([
      { referrer_id: 9, lead_id: invited.id, friend_name: invited.name, created_at: invited.created_at },
      { referrer_id: 9, friend_user_id: 13, friend_name: 'Николай Н.', created_at: ago(1) },
    ])
    .execute();
}
