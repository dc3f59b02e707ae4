import { isWebAddress } from './web-address';

/** Why a homework item's header cannot be saved. */
export type HomeworkHeaderProblem = 'required' | 'mixed';

/**
 * A homework item's header is either one link (no spaces) or a title. A header with spaces of
 * which at least one part is a web address mixes both and is rejected; an empty header too.
 */
export function homeworkHeaderProblem(header: string): HomeworkHeaderProblem | null {
  const trimmed = header.trim();
  if (trimmed === '') return 'required';
  const parts = trimmed.split(/\s+/);
  if (parts.length > 1 && parts.some(isWebAddress)) return 'mixed';
  return null;
}

/** The header is a single link (rendered as a lesson card or an external link, not as a title). */
export function isLinkHeader(header: string): boolean {
  const trimmed = header.trim();
  return !/\s/.test(trimmed) && isWebAddress(trimmed);
}
