/**
 * Web addresses in text a user typed (report bodies, homework headers): the pattern, what a whole
 * address is, and where it points. The homework schema checks headers with it.
 */

/**
 * The web-address pattern. It has three capture groups (the address, its scheme, its 'www.'), so
 * splitting a text by it yields groups of four pieces: text, link, scheme, www, text, link, …
 */
export const LINK_SOURCE = String.raw`((https?:\/\/)[^\s<>"'\x60]*[^\s<>"'\x60.,;:!?)\]}»]|(www\.)[^\s<>"'\x60]*[^\s<>"'\x60.,;:!?)\]}»])`;

/** The address a link points to: 'www.…' gets https://. */
export function linkHref(address: string): string {
  return /^www\./i.test(address) ? `https://${address}` : address;
}

/** One whole web address: http(s)://… or www.…, with a real host. */
export function isWebAddress(value: string): boolean {
  if (!new RegExp(`^${LINK_SOURCE}$`, 'i').test(value)) return false;
  try {
    const url = new URL(linkHref(value));
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}
