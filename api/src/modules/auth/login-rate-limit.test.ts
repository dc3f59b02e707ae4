import { describe, expect, it } from 'vitest';
import { emailBackoffMs, loginGate, loginWaitMs, minutesToWait, withFailure, type FailureCounter, type LoginLimitState } from './login-rate-limit';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * MINUTE);

/** A counter after `failures` failures, the first at `first` and the last at `last` minutes. */
const counter = (failures: number, first: number, last = first): FailureCounter => ({ failures, firstFailureAt: at(first), lastFailureAt: at(last) });
const state = (partial: Partial<LoginLimitState>): LoginLimitState => ({ pair: null, email: null, address: null, knownAddress: false, ...partial });

describe('sign-in limits', () => {
  it('let one address try an e-mail five times, then wait the rest of 15 minutes', () => {
    expect(loginWaitMs(state({ pair: counter(4, 0) }), at(1))).toBe(0);
    expect(loginWaitMs(state({ pair: counter(5, 0, 2) }), at(2))).toBe(13 * MINUTE);
    expect(minutesToWait(loginWaitMs(state({ pair: counter(5, 0, 2) }), at(14.5)))).toBe(1);
    expect(loginWaitMs(state({ pair: counter(5, 0, 2) }), at(15))).toBe(0);
  });

  it('start a new window once the old one has passed', () => {
    expect(withFailure('pair', counter(5, 0), at(16))).toEqual(counter(1, 16));
    expect(withFailure('pair', counter(2, 0), at(3))).toEqual(counter(3, 0, 3));
  });

  it('stop an address sweeping over many accounts after 30 failures', () => {
    expect(loginWaitMs(state({ address: counter(29, 0) }), at(5))).toBe(0);
    expect(loginWaitMs(state({ address: counter(30, 0) }), at(5))).toBe(10 * MINUTE);
  });

  it('slow down guessing of one e-mail from many addresses, doubling up to an hour', () => {
    expect(emailBackoffMs(9)).toBe(0);
    expect(emailBackoffMs(10)).toBe(MINUTE);
    expect(emailBackoffMs(11)).toBe(2 * MINUTE);
    expect(emailBackoffMs(15)).toBe(32 * MINUTE);
    expect(emailBackoffMs(16)).toBe(60 * MINUTE);
    expect(emailBackoffMs(500)).toBe(60 * MINUTE);
    expect(loginWaitMs(state({ email: counter(9, 0, 30) }), at(30))).toBe(0);
    expect(loginWaitMs(state({ email: counter(12, 0, 30) }), at(31))).toBe(3 * MINUTE);
    expect(loginWaitMs(state({ email: counter(12, 0, 30) }), at(34))).toBe(0);
  });

  it('never slow down the account owner at a usual place because of guesses elsewhere', () => {
    expect(loginWaitMs(state({ email: counter(400, 0, 30), knownAddress: true }), at(30))).toBe(0);
    // Their own address's mistakes still count.
    expect(loginWaitMs(state({ email: counter(400, 0, 30), pair: counter(5, 25, 30), knownAddress: true }), at(30))).toBe(10 * MINUTE);
  });

  it('forget an e-mail after a day without failures', () => {
    expect(loginWaitMs(state({ email: counter(40, 0, 10) }), at(10 + 24 * 60))).toBe(0);
    expect(withFailure('email', counter(40, 0, 10), at(10 + 24 * 60))).toEqual(counter(1, 10 + 24 * 60));
    expect(withFailure('email', counter(40, 0, 10), at(20 + 60))).toEqual(counter(41, 0, 20 + 60));
  });

  it('ask an address with no failures of its own for a proof instead of refusing it; its own failures make it wait', () => {
    // An office behind one address: 30 failures for other e-mails.
    expect(loginGate(state({ address: counter(30, 0) }), at(5))).toMatchObject({ challenge: true, heldBy: 'address' });
    expect(loginGate(state({ address: counter(30, 0), pair: counter(1, 4) }), at(5))).toMatchObject({ challenge: false });
    // An e-mail guessed from many addresses: a new place proves, the guessing place waits.
    expect(loginGate(state({ email: counter(12, 0, 30) }), at(31))).toMatchObject({ challenge: true, heldBy: 'email' });
    expect(loginGate(state({ email: counter(12, 0, 30), pair: counter(4, 20, 30) }), at(31))).toMatchObject({ challenge: false, heldBy: 'email' });
    // Five of its own: a plain wait, never a challenge.
    expect(loginGate(state({ pair: counter(5, 0) }), at(1))).toEqual({ waitMs: 14 * MINUTE, challenge: false, heldBy: 'pair' });
    expect(loginGate(state({}), at(1))).toEqual({ waitMs: 0, challenge: false, heldBy: null });
  });
});
