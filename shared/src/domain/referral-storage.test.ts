import { afterEach, describe, expect, it } from 'vitest';
import { currentReferralCode, forgetReferralCode, REFERRAL_STORAGE_KEY, rememberReferralCode, storedReferralCode } from './referral-storage';

afterEach(() => window.localStorage.clear());

describe('content-and-commerce §9: the invitation code of a visit', () => {
  it('is read from ?ref=, remembered, and found again on a later visit without it', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(currentReferralCode('?ref=student9', now)).toBe('STUDENT9');
    expect(currentReferralCode('', new Date('2026-03-20T10:00:00Z'))).toBe('STUDENT9');
    // Forgotten after 30 days.
    expect(storedReferralCode(new Date('2026-04-01T10:00:00Z'))).toBeNull();
    forgetReferralCode();
    expect(currentReferralCode('', now)).toBeNull();
  });

  it('ignores malformed codes in the address and in storage', () => {
    expect(currentReferralCode('?ref=<script>')).toBeNull();
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, '{not json');
    expect(storedReferralCode()).toBeNull();
    rememberReferralCode('STUDENT9');
    expect(currentReferralCode('?ref=0000')).toBe('STUDENT9');
  });
});
