import { describe, expect, it } from 'vitest';
import {
  FRIEND_GIFT_LESSONS,
  normaliseReferralCode,
  qualifiesForReferralBonus,
  referralCodeFromBytes,
  referralCredit,
  referralFriendState,
  REFERRER_GIFT_LESSONS,
} from './referral';

const pkg = (reportsAmount: number, description = '', category = 'lessons') => ({ category, reportsAmount, description });

describe('content-and-commerce §9: the referral bonus', () => {
  it('needs a lesson package of at least 16 lessons paid for; gift lessons do not count', () => {
    expect(qualifiesForReferralBonus(pkg(8))).toBe(false);
    expect(qualifiesForReferralBonus(pkg(15))).toBe(false);
    expect(qualifiesForReferralBonus(pkg(16))).toBe(true);
    expect(qualifiesForReferralBonus(pkg(34, '2 урока в подарок'))).toBe(true);
    // 16 on the balance, of which one is a gift: 15 paid for.
    expect(qualifiesForReferralBonus(pkg(16, '1 урок в подарок'))).toBe(false);
    expect(qualifiesForReferralBonus(pkg(24, '', 'course'))).toBe(false);
    expect(qualifiesForReferralBonus(pkg(1, 'Пробный урок', 'test-drive'))).toBe(false);
  });

  it('credits 10 lessons to the referrer and 5 to the friend, once', () => {
    expect(REFERRER_GIFT_LESSONS).toBe(10);
    expect(FRIEND_GIFT_LESSONS).toBe(5);
    expect(referralCredit({ creditedAt: null }, pkg(16))).toEqual({ referrerLessons: 10, friendLessons: 5 });
    expect(referralCredit({ creditedAt: '2026-01-10T10:00:00.000Z' }, pkg(32))).toBeNull();
    expect(referralCredit({ creditedAt: null }, pkg(8))).toBeNull();
    expect(referralCredit(null, pkg(64))).toBeNull();
  });

  it('tells where a friend is', () => {
    expect(referralFriendState({ hasAccount: false, creditedAt: null })).toBe('lead');
    expect(referralFriendState({ hasAccount: true, creditedAt: null })).toBe('joined');
    expect(referralFriendState({ hasAccount: true, creditedAt: new Date() })).toBe('credited');
  });
});

describe('invitation codes and links', () => {
  it('makes 8-character codes without look-alike characters and reads them back in any case', () => {
    const code = referralCodeFromBytes([0, 30, 31, 62, 255, 7, 8, 9]);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normaliseReferralCode(` ${code.toLowerCase()} `)).toBe(code);
    expect(normaliseReferralCode('ABCDEFG0')).toBeNull();
    expect(normaliseReferralCode('')).toBeNull();
    expect(normaliseReferralCode(null)).toBeNull();
  });
});
