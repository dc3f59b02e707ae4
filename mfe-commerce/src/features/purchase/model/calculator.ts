import {
  canPayInInstallments,
  installmentPerMonth,
  lessonCountsOf,
  payInFullSaving,
  resetLessonCount,
  shownPrice,
  type CalculatorFormat,
  type CalculatorType,
  type ShownPrice,
} from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';

export interface CalculatorSelection {
  formatId: string;
  lessons: number;
}

/** A new format keeps the count when it can, else the largest count not above it, else its first. */
export function selectFormat(formats: readonly CalculatorFormat[], selection: CalculatorSelection, formatId: string): CalculatorSelection {
  const format = formats.find((f) => f.id === formatId);
  const lessons = resetLessonCount(lessonCountsOf(format), selection.lessons);
  return { formatId, lessons: lessons ?? selection.lessons };
}

/** How a format is named in each calculator type. */
export function formatLabel(format: CalculatorFormat, type: CalculatorType): string {
  const minutes = format.durationMins === null ? '' : texts.lessons.minutes(format.durationMins);
  if (type === 'kids' && format.durationMins !== null) return `${purchaseTexts.calculator.kidsAges(format.durationMins)}, ${minutes}`;
  if (type === 'teens') return minutes ? `${purchaseTexts.calculator.teensAges}, ${minutes}` : purchaseTexts.calculator.teensAges;
  if (format.planType === 'premium') return minutes ? `${texts.lessons.premium}, ${minutes}` : texts.lessons.premium;
  return minutes || format.planId;
}

/** What the calculator shows for a tariff. */
export interface Quote {
  /** Price, per-lesson price, crossed-out price and discount: the one rule of shown prices. */
  shown: ShownPrice;
  /** Paying in parts: the monthly sum and the months; null when the tariff has no installments. */
  installment: { perMonth: number; months: number } | null;
  /** What paying in full saves (multiplier above 1), else null. */
  payInFullSaving: number | null;
}

/** The calculator's quote of a tariff at the price asked (a promo code's price, else the regular one). */
export function quoteOf(tariff: TransactionType, charged: number = tariff.price): Quote {
  const asked = { ...tariff, price: charged };
  const perMonth = installmentPerMonth(asked);
  return {
    shown: shownPrice(tariff, charged),
    installment: perMonth !== null && canPayInInstallments(asked) ? { perMonth, months: tariff.maxInstallmentMonths! } : null,
    payInFullSaving: payInFullSaving(asked),
  };
}
