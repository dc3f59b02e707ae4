const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** The sign of the ruble, after a no-break space: a sum never breaks across lines before it. */
const RUBLE_SIGN = '\u00a0₽';

/**
 * '28 480 ₽': whole rubles grouped the Russian way. The group separator (from Intl) and the space
 * before the sign are both no-break spaces, so a price is never split over two lines.
 */
export function formatRubles(amount: number): string {
  return `${rubles.format(Math.round(amount))}${RUBLE_SIGN}`;
}
