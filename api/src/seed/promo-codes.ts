import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** The demo school's promo codes: one of each kind an admin would make. */
export const DEMO_PROMO_CODES = (now: Date): Insertable<DB['promo_codes']>[] => [
  {
    code: 'FIRSTSTEP',
    discount_percent: 10,
    plan_ids: ['50m_v4', '25m_v4', 'premium_50m', 'premium_25m'],
    first_purchase_only: true,
    comment: 'Для новых учеников: 10 % на первый пакет уроков для взрослых',
    created_at: new Date(now.getTime() - 30 * DAY),
  },
  {
    code: 'WELCOME500',
    discount_rubles: 500,
    first_purchase_only: true,
    max_uses: 100,
    comment: '500 ₽ на первую покупку, до 100 раз',
    created_at: new Date(now.getTime() - 20 * DAY),
  },
  {
    code: 'ITCOURSE15',
    discount_percent: 15,
    transaction_type_ids: ['course_it-13'],
    first_purchase_only: false,
    valid_until: new Date(now.getTime() + 180 * DAY),
    comment: '15 % на курс «Английский для IT»',
    created_at: new Date(now.getTime() - 10 * DAY),
  },
  {
    code: 'KIDS10',
    discount_percent: 10,
    plan_ids: ['25m_kids', '40m_kids', 'course_kids'],
    first_purchase_only: false,
    comment: '10 % на уроки и курс для детей',
    created_at: new Date(now.getTime() - 10 * DAY),
  },
  {
    code: 'SUMMER2025',
    discount_percent: 20,
    first_purchase_only: false,
    valid_from: new Date(now.getTime() - 400 * DAY),
    valid_until: new Date(now.getTime() - 300 * DAY),
    comment: 'Летняя акция прошлого года (закончилась)',
    created_at: new Date(now.getTime() - 400 * DAY),
  },
];
