/** '28 480 ₽': whole rubles, grouped the Russian way, a no-break space before the sign (one rule for the school). */
export { formatRubles } from '@school/shared/domain';
