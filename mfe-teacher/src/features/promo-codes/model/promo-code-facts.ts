import { formatDate, formatRubles } from '@school/shared/domain';
import type { PromoCodeAdmin, TransactionType } from '@school/shared/schemas';
import { lessonForms, pluralCount } from '@school/shared/texts';
import { texts } from '../../../texts';

const t = texts.promoCodes;

/** Where a code stands now, as the admins' list says it: the same order of reasons the server refuses a code in. */
export type PromoState = 'active' | 'not-started' | 'expired' | 'used-up' | 'off';

type Terms = Pick<PromoCodeAdmin, 'active' | 'validFrom' | 'validUntil' | 'maxUses' | 'uses'>;

/** «действует / ещё не начал / истёк / исчерпан / выключен»: switched off first, then the dates, then the limit. */
export function promoState(code: Terms, now: Date): PromoState {
  if (!code.active) return 'off';
  if (code.validFrom && now < new Date(code.validFrom)) return 'not-started';
  if (code.validUntil && now >= new Date(code.validUntil)) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  return 'active';
}

/** '15 %' or '500 ₽' (no-break spaces: a discount never splits over two lines). */
export function discountText(code: Pick<PromoCodeAdmin, 'discountPercent' | 'discountRubles'>): string {
  if (code.discountPercent !== null) return `${code.discountPercent}\u00a0%`;
  return formatRubles(code.discountRubles ?? 0);
}

/**
 * The last day a code works: a code «по 31.12» ends when that day ends, so the server keeps the start of
 * the next day; the day shown is the one before that moment.
 */
export function lastValidDay(validUntil: string): Date {
  return new Date(new Date(validUntil).getTime() - 1);
}

/** 'с 01.12.2026 по 31.12.2026', one of the two, or «Бессрочно». */
export function validityText(code: Pick<PromoCodeAdmin, 'validFrom' | 'validUntil'>): string {
  const parts = [
    code.validFrom ? t.from(formatDate(code.validFrom)) : null,
    code.validUntil ? t.until(formatDate(lastValidDay(code.validUntil))) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : t.forever;
}

/** Paid orders with the code against its limit: '1 из 100', '3 раза, без ограничения', «Ещё не использован». */
export function usesText(code: Pick<PromoCodeAdmin, 'uses' | 'maxUses'>): string {
  if (code.maxUses !== null) return t.usedOfLimit(code.uses, code.maxUses);
  if (code.uses === 0) return `${t.notUsed}, ${t.noLimit}`;
  return `${t.used(code.uses)}, ${t.noLimit}`;
}

/** What a code lowers, by the plans' names: «Все тарифы…» when it names nothing. */
export function targetsText(code: Pick<PromoCodeAdmin, 'planIds' | 'transactionTypeIds'>, planNames: ReadonlyMap<string, string>): string {
  if (code.planIds.length === 0 && code.transactionTypeIds.length === 0) return t.everything;
  const plans = code.planIds.map((id) => planNames.get(id) ?? id);
  return [...plans, ...code.transactionTypeIds].join(', ');
}

/** A package among the form's checkboxes: '32 урока · 28 480 ₽ (50m_v4-32)' — the code as the list shows it too. */
export function optionLabel(option: Pick<TransactionType, 'id' | 'reportsAmount' | 'price'>): string {
  return `${pluralCount(option.reportsAmount, lessonForms)} · ${formatRubles(option.price)} (${option.id})`;
}
