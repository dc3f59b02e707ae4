import * as v from 'valibot';

/**
 * A cheap proof that a person's browser is there (docs/decisions.md, "Limits"): when a sender or a
 * public form is under pressure, the server answers 429 with a challenge instead of refusing, and the
 * school's API client finds a nonce whose SHA-256 with the challenge's token starts with `bits` zero
 * bits (a fraction of a second in a browser), then sends the request again with the proof. The server
 * checks the token's signature, its time and its use (once), and the hash.
 */

/** The request header carrying a proof: `{nonce}:{token}`. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/** A challenge as a 429 answer carries it, next to its `errors`. */
const ChallengeSchema = v.object({
  token: v.pipe(v.string(), v.minLength(10), v.maxLength(600), v.regex(/^[A-Za-z0-9_.-]+$/)),
  bits: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(26)),
});
export type Challenge = v.InferOutput<typeof ChallengeSchema>;

/** What is hashed: the token and the nonce. */
export function proofMessage(token: string, nonce: string): string {
  return `${token}:${nonce}`;
}

/** The proof header's value. */
function proofHeaderValue(token: string, nonce: string): string {
  return `${nonce}:${token}`;
}

/** Reads a proof header: its nonce and token, or null. */
export function readProofHeader(value: string | null | undefined): { nonce: string; token: string } | null {
  if (!value || value.length > 700) return null;
  const colon = value.indexOf(':');
  if (colon < 1 || colon > 20) return null;
  const nonce = value.slice(0, colon);
  const token = value.slice(colon + 1);
  return /^\d+$/.test(nonce) && v.is(ChallengeSchema.entries.token, token) ? { nonce, token } : null;
}

/** How many zero bits a hash starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The challenge a 429 answer's body carries, or null. */
export function challengeOf(body: unknown): Challenge | null {
  if (typeof body !== 'object' || body === null) return null;
  const parsed = v.safeParse(ChallengeSchema, (body as { challenge?: unknown }).challenge);
  return parsed.success ? parsed.output : null;
}

/** Nonces tried before the solver lets the page breathe (a click, a paint) again. */
const SLICE = 4096;

/**
 * Finds a nonce that proves the work a challenge asks for and answers the proof header's value. With
 * 16 bits that is about 65,000 hashes: a tenth of a second or so in a browser (SHA-256 of
 * @noble/hashes, synchronous, in slices that leave the page responsive). The hash loads with the first
 * challenge: a page that is never challenged (nearly every page) does not download it.
 */
export async function solveChallenge(challenge: Challenge): Promise<string> {
  const { sha256 } = await import('@noble/hashes/sha2');
  const encoder = new TextEncoder();
  for (let start = 0; start < 2 ** 31; start += SLICE) {
    for (let nonce = start; nonce < start + SLICE; nonce += 1) {
      if (leadingZeroBits(sha256(encoder.encode(proofMessage(challenge.token, String(nonce))))) >= challenge.bits) {
        return proofHeaderValue(challenge.token, String(nonce));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('No proof found');
}
