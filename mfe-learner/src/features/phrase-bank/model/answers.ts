/**
 * The English side of a phrase or an exercise sentence: accepted answers separated by '/',
 * hints in brackets, e.g. "By then I will have finished / By then I'll have finished (Future Perfect)".
 */
export interface ParsedAnswer {
  /** Every accepted answer, trimmed, without hints. */
  alternatives: string[];
  /** The bracketed hints, without brackets. */
  hints: string[];
}

const HINT = /\(([^()]*)\)/g;

export function parseAnswer(eng: string): ParsedAnswer {
  const hints = [...eng.matchAll(HINT)].map((m) => m[1]!.trim()).filter(Boolean);
  const alternatives = eng
    .replace(HINT, ' ')
    .split('/')
    .map((a) => a.replace(/\s+/g, ' ').trim());
  return { alternatives, hints };
}
