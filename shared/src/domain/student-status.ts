/** Colour groups of the student status badge. */
export type StatusTone = 'red' | 'green' | 'yellow' | 'grey';

const RED = new Set(['impossible-to-contact-student', 'rejected', 'absent-at-introductory-interview']);
const GREEN = new Set(['active-student']);
const YELLOW = new Set(['awaiting-payment-student', 'thinking-student']);

export function studentStatusTone(statusId: string | null | undefined): StatusTone {
  if (!statusId) return 'grey';
  if (RED.has(statusId)) return 'red';
  if (GREEN.has(statusId)) return 'green';
  if (YELLOW.has(statusId)) return 'yellow';
  return 'grey';
}

/** Remaining-lessons badge: green at 2 or more, red below 0, yellow otherwise. */
export function reportsLeftTone(reportsLeft: number): Exclude<StatusTone, 'grey'> {
  if (reportsLeft >= 2) return 'green';
  if (reportsLeft < 0) return 'red';
  return 'yellow';
}

/**
 * The statuses a client company's HR user is shown: whether the employee studies, pauses, stopped or
 * finished. The school's sales statuses («Думает», «Не выходит на связь», «Ждёт оплаты», …) are the
 * school's own notes and are not sent to them.
 */
const HR_VISIBLE_STATUS_IDS: ReadonlySet<string> = new Set(['active-student', 'paused-student', 'rejected', 'finished-student']);

/** A status as an HR user may see it: the same, or none for the school's own statuses. */
export function statusForHr<T extends { id: string | null; name: string | null }>(status: T): T {
  return status.id !== null && HR_VISIBLE_STATUS_IDS.has(status.id) ? status : { ...status, id: null, name: null };
}
