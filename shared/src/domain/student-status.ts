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
