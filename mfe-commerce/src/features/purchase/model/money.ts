const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** '28 480 ₽': whole rubles, grouped the Russian way. */
export function formatRubles(amount: number): string {
  return `${rubles.format(Math.round(amount))} ₽`;
}
