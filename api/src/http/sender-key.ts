import { createHmac } from 'node:crypto';
import { clientAddress, senderAddressKey } from './client-address';
import type { HonoContext } from './context';

/**
 * The one way the school keeps a visitor's address: a keyed hash, never the address itself
 * (docs/decisions.md, "Visitors' addresses are not kept"). Rate-limit counters, the sign-in limits and
 * the staff sign-in audit all store this key. An address is personal data (152-ФЗ); the key still
 * lets every instance count one sender's requests, and without SIGNING_SECRET it cannot be turned back
 * into an address by hashing all 2³² IPv4 addresses, as a plain hash can.
 *
 * HMAC-SHA-256 under a key derived from the signing secret, of the sender's address (IPv6 by its
 * /64: one household gets a whole /64), 128 bits in base64url (22 characters).
 */
export const ADDRESS_KEY_LENGTH = 22;

const derivedKeys = new Map<string, Buffer>();

function addressHashKey(signingSecret: string): Buffer {
  let key = derivedKeys.get(signingSecret);
  if (!key) {
    key = createHmac('sha256', signingSecret).update('anonymous-sender-address').digest();
    derivedKeys.clear();
    derivedKeys.set(signingSecret, key);
  }
  return key;
}

/** The kept key of an address (an IPv6 address by its /64). */
export function addressKey(signingSecret: string, address: string): string {
  return createHmac('sha256', addressHashKey(signingSecret)).update(senderAddressKey(address)).digest('base64url').slice(0, ADDRESS_KEY_LENGTH);
}

/** The kept key of the request's client address (behind trusted proxies, the forwarded client). */
export function clientAddressKey(c: HonoContext): string {
  return addressKey(c.get('deps').config.signingSecret, clientAddress(c));
}
