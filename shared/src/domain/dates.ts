import { isValid, lightFormat, parse } from 'date-fns';

const DATE_MASK = 'dd.MM.yyyy';
const TIME_MASK = 'HH:mm';

/** Parses 'dd.MM.yyyy' and 'HH:mm' typed by a user into a local Date, or null when not a real date. */
export function parseDateTime(date: string, time = '00:00'): Date | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const parsed = parse(`${date} ${time}`, `${DATE_MASK} ${TIME_MASK}`, new Date(0));
  return isValid(parsed) ? parsed : null;
}

/**
 * The masks hold numbers only, so date-fns' `lightFormat` writes them: `format` would bring its whole table
 * of tokens and the English locale (about 5 KB compressed) to every page that shows a date.
 */
export function formatDate(value: Date | string): string {
  return lightFormat(typeof value === 'string' ? new Date(value) : value, DATE_MASK);
}

export function formatTime(value: Date | string): string {
  return lightFormat(typeof value === 'string' ? new Date(value) : value, TIME_MASK);
}

export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** Keeps only digits and inserts the mask's separators: '2111' → '21.11', '211120261' → '21.11.2026'. */
export function maskDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('.');
}

/** Typing is left to right: '0930' → '09:30', '09' → '09'. */
export function maskTimeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** Converts between the mask 'dd.MM.yyyy' and the native date control's 'yyyy-MM-dd'. */
export function maskedToIsoDate(masked: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(masked);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}
export function isoDateToMasked(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}
