import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { HonoContext } from './context';

/**
 * Who is on the other end of a request. The socket's peer is the client, unless the peer is one of
 * the configured trusted proxies (TRUSTED_PROXIES: addresses and CIDR ranges); then the client is
 * read from X-Forwarded-For, right to left, skipping trusted proxies, and the page's own origin may
 * come from X-Forwarded-Host and X-Forwarded-Proto. Without a trusted proxy in front, forwarding
 * headers are ignored: anyone can send them.
 */
interface TrustedProxies {
  has: (address: string) => boolean;
}

/** '::ffff:10.0.0.1' (an IPv4 peer of a dual-stack socket) → '10.0.0.1'. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed.toLowerCase();
}

/** Parses TRUSTED_PROXIES; throws on an entry that is neither an address nor a CIDR range. */
export function parseTrustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  let count = 0;
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', bits, extra] = entry.split('/');
    const ip = normalizeAddress(address);
    const family = isIP(ip);
    const prefix = bits === undefined ? null : Number(bits);
    const maxPrefix = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (prefix !== null && (!/^\d{1,3}$/.test(bits!) || prefix > maxPrefix))) {
      throw new Error(`TRUSTED_PROXIES: «${entry}» — не адрес и не диапазон CIDR (например 10.0.0.5 или 10.0.0.0/8)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) list.addAddress(ip, type);
    else list.addSubnet(ip, prefix, type);
    count++;
  }
  if (count === 0) return { has: () => false };
  return {
    has: (address) => {
      const ip = normalizeAddress(address);
      const family = isIP(ip);
      return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

const parsed = new WeakMap<readonly string[], TrustedProxies>();

function trustedProxiesOf(c: HonoContext): TrustedProxies {
  const entries = c.get('deps').config.trustedProxies;
  let proxies = parsed.get(entries);
  if (!proxies) {
    proxies = parseTrustedProxies(entries);
    parsed.set(entries, proxies);
  }
  return proxies;
}

/** The socket's peer; 'local' for in-process requests (tests) that have none. */
function peerAddress(c: HonoContext): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalizeAddress(address) : 'unknown';
  } catch {
    return 'local';
  }
}

/** The peer, when it is a trusted proxy, or null. */
function trustedPeer(c: HonoContext): string | null {
  const peer = peerAddress(c);
  return trustedProxiesOf(c).has(peer) ? peer : null;
}

/**
 * The client's address (for rate limits). Behind trusted proxies: the rightmost X-Forwarded-For
 * entry that is not a trusted proxy; when an entry is not an address, the last proxy that is.
 */
export function clientAddress(c: HonoContext): string {
  const peer = peerAddress(c);
  const proxies = trustedProxiesOf(c);
  if (!proxies.has(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(chain[i]!);
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!proxies.has(hop)) return hop;
  }
  return client;
}

/** The origin the browser saw ('https://school.example'), as trusted proxies forward it; else null. */
export function forwardedOrigin(c: HonoContext): string | null {
  if (!trustedPeer(c)) return null;
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (!host) return null;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() || new URL(c.req.url).protocol.replace(':', '');
  if (proto !== 'http' && proto !== 'https') return null;
  return `${proto}://${host}`;
}

/** The eight hextets of an IPv6 address ('2001:db8::1' → ['2001', 'db8', '0', …, '1']), or null. */
function ipv6Groups(address: string): string[] | null {
  let text = address;
  // An embedded IPv4 tail (::ffff:1.2.3.4 is normalised before; others are rare) becomes two hextets.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The sender a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network — one
 * household or server gets a whole /64, so counting single IPv6 addresses would count nothing.
 */
export function senderAddressKey(address: string): string {
  const ip = normalizeAddress(address.split('%')[0] ?? address);
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}
