import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeOf, leadingZeroBits, proofMessage, readProofHeader, solveChallenge } from './proof-of-work';

describe('the proof that a person is there (docs/decisions.md, "Limits")', () => {
  it('counts the zero bits a hash starts with', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x0f, 0]))).toBe(4);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x01]))).toBe(23);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a nonce whose hash with the token has the bits asked for, and reads the header back', async () => {
    const challenge = { token: 'abcdefghij.klmnop', bits: 10 };
    const header = await solveChallenge(challenge);
    const proof = readProofHeader(header);
    expect(proof?.token).toBe(challenge.token);
    const hash = createHash('sha256').update(proofMessage(proof!.token, proof!.nonce)).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(10);
  });

  it('reads a challenge only from a well-formed answer, and refuses malformed headers', () => {
    expect(challengeOf({ errors: [], challenge: { token: 'abcdefghij.k', bits: 16 } })).toEqual({ token: 'abcdefghij.k', bits: 16 });
    expect(challengeOf({ errors: [] })).toBeNull();
    expect(challengeOf({ challenge: { token: 'x', bits: 100 } })).toBeNull();
    expect(readProofHeader('12:<script>')).toBeNull();
    expect(readProofHeader('abc:abcdefghij.k')).toBeNull();
    expect(readProofHeader(null)).toBeNull();
  });
});
