/** The sign of the ruble, after a no-break space: a sum never breaks across lines before it. */
const RUBLE_SIGN = '\u00a0₽';

/**
 * '28 480 ₽': whole rubles grouped by threes the Russian way, with no-break spaces between the groups
 * and before the sign, so a price is never split over two lines. Written out rather than through
 * Intl.NumberFormat: the same text, without loading Intl's number formats at the start of a page that
 * shows a price (tens of milliseconds on a phone).
 */
export function formatRubles(amount: number): string {
  const whole = Math.round(amount);
  if (!Number.isFinite(whole)) return `${whole}${RUBLE_SIGN}`;
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return `${whole < 0 ? '-' : ''}${grouped}${RUBLE_SIGN}`;
}
