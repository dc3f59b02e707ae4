import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits, PROOF_OF_WORK_HEADER, proofMessage, readProofHeader, type Challenge } from '@school/shared/domain';
import type { Database } from '../db/database';
import type { RequestContext } from './context';

/**
 * Challenges of the cheap proof that a person is there (shared/src/domain/proof-of-work.ts). A token
 * names what it is for (the rule), its difficulty and when it expires, signed with a key derived from
 * SIGNING_SECRET, so every API instance checks the others' tokens; a spent token is kept in the
 * database until it expires, so a proof is used once on any instance.
 */

/** A challenge may be answered within this time. */
const CHALLENGE_TTL_MS = 10 * 60_000;

/** Difficulties: ~65,000 hashes (a fraction of a second in a browser); a sender already past its share has twice the work. */
export const CHALLENGE_BITS = { visitors: 16, sender: 17 } as const;

const keys = new WeakMap<object, Buffer>();
function keyOf(ctx: RequestContext): Buffer {
  const config = ctx.deps.config;
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', config.signingSecret).update('proof-of-work challenges').digest();
    keys.set(config, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A new challenge for `scope` (the rule it lets a request past). */
export function issueChallenge(ctx: RequestContext, scope: string, bits: number): Challenge {
  const expires = ctx.now.getTime() + CHALLENGE_TTL_MS;
  const payload = Buffer.from(`${scope}|${bits}|${expires}|${randomBytes(12).toString('base64url')}`).toString('base64url');
  return { token: `${payload}.${sign(keyOf(ctx), payload)}`, bits };
}

/**
 * Whether the request carries a valid, unspent proof for `scope`; a valid one is spent (a second use
 * answers false). Never throws on a malformed header.
 */
export async function spendProof(ctx: RequestContext, scope: string): Promise<boolean> {
  const proof = readProofHeader(ctx.hono.req.header(PROOF_OF_WORK_HEADER));
  if (!proof) return false;
  const [payload = '', signature = ''] = proof.token.split('.');
  const expected = sign(keyOf(ctx), payload);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return false;
  const [tokenScope, bitsText, expiresText] = Buffer.from(payload, 'base64url').toString().split('|');
  const bits = Number(bitsText);
  const expires = Number(expiresText);
  if (tokenScope !== scope || !Number.isInteger(bits) || !(expires > ctx.now.getTime())) return false;
  const hash = createHash('sha256').update(proofMessage(proof.token, proof.nonce)).digest();
  if (leadingZeroBits(hash) < bits) return false;
  return spendToken(ctx.db, proof.token, new Date(expires));
}

/** Marks a token spent; false when it was spent already. */
async function spendToken(db: Database, token: string, expiresAt: Date): Promise<boolean> {
  const tokenHash = createHash('sha256').update(token).digest('base64url');
  const row = await db
    .insertInto('spent_challenges')
    .values({ token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('spent_challenges').where('expires_at', '<', now).execute();
}
