import { afterEach, describe, expect, it } from 'vitest';
import { REFERRAL_STORAGE_KEY } from '@school/shared/domain';
import { signupSource } from './signup-source';

describe('what a sign-up keeps (accounts: ?promocode= and the referral code in the session’s signupData)', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps a well-formed promo code, invitation and landing page, and drops malformed ones', () => {
    expect(signupSource('?promocode=SPRING-2026&ref=abcdefgh&from=/kids')).toEqual({ promocode: 'SPRING-2026', referralCode: 'ABCDEFGH', from: '/kids' });
    // The invitation of the address is remembered for a later visit; forget it to test the rest.
    window.localStorage.clear();
    expect(signupSource('?promocode=<script>&ref=xx&from=https://evil.example')).toEqual({});
    expect(signupSource('')).toEqual({});
  });

  it('brings an invitation remembered from an earlier visit', () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code: 'HJKMNPQR', savedAt: new Date().toISOString() }));
    expect(signupSource('')).toEqual({ referralCode: 'HJKMNPQR' });
  });
});
