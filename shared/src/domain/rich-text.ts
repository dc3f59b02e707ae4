import DOMPurify from 'dompurify';

/**
 * Body text of reports and homework: web addresses become links (lesson cards when they point at a
 * lesson), `**bold**` becomes bold, line breaks stay, and every piece shown as HTML is sanitised
 * with DOMPurify first.
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

/** Tags a sanitised piece may keep: text formatting only (no links, media, forms or scripts). */
export const RICH_TEXT_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'span'];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type PurifyWindow = Parameters<typeof DOMPurify>[0];

/**
 * Sanitises HTML with DOMPurify: only formatting tags, no attributes at all. Without a DOM (on the
 * server) everything is escaped instead.
 */
export function sanitizeHtml(html: string, win?: PurifyWindow): string {
  const purify = win ? DOMPurify(win) : DOMPurify;
  if (!purify.isSupported || typeof purify.sanitize !== 'function') return escapeHtml(html);
  return purify.sanitize(html, { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}

/** `**bold**` and line breaks as HTML (before sanitising). */
export function markupToHtml(text: string): string {
  return text.replace(/\*\*([^*\n]+?)\*\*/g, '<strong>$1</strong>').replace(/\r?\n/g, '<br>');
}

export type RichPiece =
  | { kind: 'html'; html: string }
  | { kind: 'lesson'; code: string; path: string; address: string }
  | { kind: 'link'; href: string; label: string };

/** A body text as pieces to render: sanitised HTML, lesson cards and external links. */
export function richTextPieces(text: string, win?: PurifyWindow): RichPiece[] {
  return splitLinks(text).flatMap<RichPiece>((piece) => {
    if (piece.kind === 'text') {
      const html = sanitizeHtml(markupToHtml(piece.value), win);
      return html === '' ? [] : [{ kind: 'html', html }];
    }
    const code = lessonCodeOf(piece.value);
    if (code) return [{ kind: 'lesson', code, path: lessonPath(code), address: piece.value }];
    return [{ kind: 'link', href: linkHref(piece.value), label: piece.value }];
  });
}
