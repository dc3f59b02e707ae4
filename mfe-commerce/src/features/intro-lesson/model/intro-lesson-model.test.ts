import { afterEach, describe, expect, it } from 'vitest';
import { emptyLeadForm, leadRequest } from './lead-form';
import { currentReferralCode, forgetReferralCode, REFERRAL_STORAGE_KEY, rememberReferralCode, storedReferralCode } from './referral-code';

afterEach(() => window.localStorage.clear());

const form = { name: 'Анна', phone: '+7 916 123-45-67', contact: '', ageGroup: 'adult' as const, time: 'evening' as const };

describe('the invitation code of a visit', () => {
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

describe('the lead request', () => {
  it('carries the source, and an invitation makes it a referral', () => {
    expect(emptyLeadForm('kids-8-10')).toMatchObject({ ageGroup: 'kids-8-10', time: '' });
    expect(leadRequest(form, { source: 'home' })).toEqual({ ...form, source: 'home' });
    expect(leadRequest(form, { source: 'kids', planId: '40m_kids', referralCode: 'STUDENT9' })).toEqual({
      ...form,
      source: 'referral',
      referralCode: 'STUDENT9',
      planId: '40m_kids',
    });
    expect(leadRequest(form, { source: 'level-test', level: 'B1' })).toEqual({ ...form, source: 'level-test', level: 'B1' });
  });
});
