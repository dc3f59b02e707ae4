/**
 * How the admin mail page shows a stored message: the HTML in a sandboxed frame (no scripts, no
 * forms; a link opens in the school's own tab, as it would from a mail client), the text with its
 * addresses as links.
 */

/** The message's HTML with links made to open in the top window (the frame is sandboxed). */
export function framedMailHtml(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head([^>]*)>/i, `<head$1>${base}`) : `${base}${html}`;
}

type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** The plain text in pieces: http(s) addresses become links, everything else stays text. */
export function linkifyMailText(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pattern = /https?:\/\/[^\s<>"']+/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
