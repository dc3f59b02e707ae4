/**
 * Link recognition in body text of reports and homework: the web-address pattern, lesson links
 * (by their path, on any host) and the school's own lesson paths.
 */

/** Where lessons live in the school; a link with this path on any host is a lesson link. */
export const LESSON_BASE_PATH = '/lms/lessons/';

/**
 * The web-address pattern. It has three capture groups (the address, its scheme, its 'www.'), so
 * splitting a text by it yields groups of four pieces: text, link, scheme, www, text, link, …
 */
const LINK_SOURCE = String.raw`((https?:\/\/)[^\s<>"'\x60]*[^\s<>"'\x60.,;:!?)\]}»]|(www\.)[^\s<>"'\x60]*[^\s<>"'\x60.,;:!?)\]}»])`;
const PIECES_PER_LINK = 4;

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

export type TextPiece = { kind: 'text'; value: string } | { kind: 'link'; value: string };

/** Splits a text into plain pieces and links (every 4th piece of the split is a link). */
export function splitLinks(text: string): TextPiece[] {
  const parts = text.split(new RegExp(LINK_SOURCE, 'i'));
  const pieces: TextPiece[] = [];
  parts.forEach((part, i) => {
    const position = i % PIECES_PER_LINK;
    if (position === 0 && part) pieces.push({ kind: 'text', value: part });
    if (position === 1 && part) pieces.push({ kind: 'link', value: part });
  });
  return pieces;
}

/** The lesson code of a lesson link ('https://school.example/lms/lessons/B1-12' → 'B1-12'), else null. */
export function lessonCodeOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(linkHref(address));
  } catch {
    return null;
  }
  if (!url.pathname.startsWith(LESSON_BASE_PATH)) return null;
  let code: string;
  try {
    code = decodeURIComponent(url.pathname.slice(LESSON_BASE_PATH.length).replace(/\/+$/, ''));
  } catch {
    return null;
  }
  return /^[\w+.-]+$/.test(code) ? code : null;
}

/** The school's own path of a lesson. */
export function lessonPath(code: string): string {
  return `${LESSON_BASE_PATH}${encodeURIComponent(code)}`;
}
