import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './login-rate-limit';

describe('login rate limit', () => {
  it('blocks an e-mail after five failures for the rest of the window', () => {
    let now = 0;
    const limiter = new LoginRateLimiter(() => now);
    for (let i = 0; i < 4; i++) limiter.recordFailure('1.1.1.1', 'a@b.c');
    expect(limiter.blockedForMinutes('1.1.1.1', 'a@b.c')).toBe(0);
    limiter.recordFailure('1.1.1.1', 'a@b.c');
    expect(limiter.blockedForMinutes('2.2.2.2', 'a@b.c')).toBe(15);
    now = 14 * 60_000;
    expect(limiter.blockedForMinutes('1.1.1.1', 'a@b.c')).toBe(1);
    now = 15 * 60_000 + 1;
    expect(limiter.blockedForMinutes('1.1.1.1', 'a@b.c')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const limiter = new LoginRateLimiter(() => 0);
    for (let i = 0; i < 5; i++) limiter.recordFailure('1.1.1.1', 'a@b.c');
    limiter.recordSuccess('a@b.c');
    expect(limiter.blockedForMinutes('1.1.1.1', 'a@b.c')).toBe(0);
  });

  it('blocks an address trying many e-mails', () => {
    const limiter = new LoginRateLimiter(() => 0);
    for (let i = 0; i < 30; i++) limiter.recordFailure('1.1.1.1', `u${i}@b.c`);
    expect(limiter.blockedForMinutes('1.1.1.1', 'new@b.c')).toBe(15);
    expect(limiter.blockedForMinutes('9.9.9.9', 'new@b.c')).toBe(0);
  });
});
