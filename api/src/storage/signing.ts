import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a payload, base64url. */
export function signPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Compares a signature in constant time. */
export function verifyPayload(secret: string, payload: string, signature: string | undefined | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signPayload(secret, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
