import DOMPurify from 'dompurify';
import { linkHref } from '../schemas/web-address';
import { lessonCodeOf, lessonPath, splitLinks } from './links';

/**
 * Body text of reports and homework: web addresses become links (lesson cards when they point at a
 * lesson), `**bold**` becomes bold, line breaks stay, and every piece shown as HTML that holds
 * markup of its own ('<' or '&') is sanitised with DOMPurify first.
 */

/** Tags a sanitised piece may keep: text formatting only (no links, media, forms or scripts). */
const RICH_TEXT_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'span'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type PurifyWindow = Parameters<typeof DOMPurify>[0];

/**
 * Sanitises HTML with DOMPurify: only formatting tags, no attributes at all. Without a DOM (on the
 * server, or `null`: as on the server) everything is escaped instead.
 */
function sanitizeHtml(html: string, win?: PurifyWindow | null): string {
  if (win === null) return escapeHtml(html);
  const purify = win ? DOMPurify(win) : DOMPurify;
  if (!purify.isSupported || typeof purify.sanitize !== 'function') return escapeHtml(html);
  return purify.sanitize(html, { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}

/** `**bold**` and line breaks as HTML (before sanitising). */
function markupToHtml(text: string): string {
  return text.replace(/\*\*([^*\n]+?)\*\*/g, '<strong>$1</strong>').replace(/\r?\n/g, '<br>');
}

export type RichPiece =
  { kind: 'html'; html: string } | { kind: 'lesson'; code: string; path: string; address: string } | { kind: 'link'; href: string; label: string };

/**
 * A body text as pieces to render: sanitised HTML, lesson cards and external links. `win` is the
 * window whose DOM sanitises (the page's by default); `null` renders as a server without a DOM does.
 */
export function richTextPieces(text: string, win?: PurifyWindow | null): RichPiece[] {
  return splitLinks(text).flatMap<RichPiece>((piece) => {
    if (piece.kind === 'text') {
      // Text without '<' or '&' cannot hold markup of its own: its HTML is only the tags made here,
      // so DOMPurify (a document parse per piece, the bulk of a report list's first render) is skipped.
      const html = /[<&]/.test(piece.value) ? sanitizeHtml(markupToHtml(piece.value), win) : markupToHtml(piece.value);
      return html === '' ? [] : [{ kind: 'html', html }];
    }
    const code = lessonCodeOf(piece.value);
    if (code) return [{ kind: 'lesson', code, path: lessonPath(code), address: piece.value }];
    return [{ kind: 'link', href: linkHref(piece.value), label: piece.value }];
  });
}
