/**
 * Link recognition in body text of reports and homework: the web-address pattern, lesson links
 * (by their path, on any host) and the school's own lesson paths. What a web address is lives with
 * the schemas that check typed text (`schemas/web-address.ts`).
 */
import { LINK_SOURCE, linkHref } from '../schemas/web-address';

/** Where lessons live in the school; a link with this path on any host is a lesson link. */
const LESSON_BASE_PATH = '/lms/lessons/';

/** Splitting a text by the web-address pattern (three capture groups) yields four pieces per link. */
const PIECES_PER_LINK = 4;

type TextPiece = { kind: 'text'; value: string } | { kind: 'link'; value: string };

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
