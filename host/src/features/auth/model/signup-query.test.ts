import { describe, expect, it } from 'vitest';
import { signupQuery } from './signup-query';

describe('between sign-in and sign-up (accounts: sign-up linked from /login, ?promocode= kept)', () => {
  it('carries the destination, the promo code, the landing page and the invitation, nothing else', () => {
    expect(signupQuery('?redirect_path=%2Flms%2Fpay&promocode=X1&utm=1')).toBe('?redirect_path=%2Flms%2Fpay&promocode=X1');
    expect(signupQuery('?ref=ABCDEFGH&from=%2Fkids')).toBe('?from=%2Fkids&ref=ABCDEFGH');
    expect(signupQuery('')).toBe('');
  });
});
