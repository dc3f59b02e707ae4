/**
 * Rules of company pages and group balances that the server and the company remote share.
 */

/** Group lessons use formats whose id contains 'group'; only they can top up a group balance. */
export function isGroupFormatId(reportFullTypeId: string): boolean {
  return reportFullTypeId.includes('group');
}

/** The largest single top-up of a group balance, in lessons. */
export const MAX_TOP_UP_LESSONS = 1000;

/**
 * A company name as it is stored and compared: trimmed, inner runs of spaces made one.
 * Duplicates are then found case-insensitively by the database (unique index on lower(name)).
 */
export function normaliseCompanyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
