import { lightFormat } from 'date-fns';

const DATE_MASK = 'dd.MM.yyyy';
const TIME_MASK = 'HH:mm';
/** The date mask's parts as typed: day, month, year. */
const MASKED_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * Parses 'dd.MM.yyyy' and 'HH:mm' typed by a user into a local Date, or null when not a real date.
 * The masks are numeric, so the parts are read by the pattern and the date is checked by building it
 * (31.02 would roll over into March): date-fns' `parse` would bring its English locale, about 5 KB
 * compressed, to every page with a date field (a report period on HR's pages, a teacher's report form).
 */
export function parseDateTime(date: string, time = '00:00'): Date | null {
  const d = MASKED_DATE.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [day, month, year, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (year < 1 || hours > 23 || minutes > 59) return null;
  const parsed = new Date(0);
  parsed.setFullYear(year, month - 1, day);
  if (parsed.getFullYear() !== year || parsed.getMonth() !== month - 1 || parsed.getDate() !== day) return null;
  parsed.setHours(hours, minutes, 0, 0);
  return parsed;
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
  const m = MASKED_DATE.exec(masked);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}
export function isoDateToMasked(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}
