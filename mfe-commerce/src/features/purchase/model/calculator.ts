import {
  canPayInInstallments,
  installmentPerMonth,
  lessonCountsOf,
  payInFullSaving,
  resetLessonCount,
  shownLessonPrice,
  type CalculatorFormat,
  type CalculatorType,
} from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { planItemDiscountPercent } from './package-cards';

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
  if (type === 'kids' && format.durationMins !== null) return `${texts.calculator.kidsAges(format.durationMins)}, ${minutes}`;
  if (type === 'teens') return minutes ? `${texts.calculator.teensAges}, ${minutes}` : texts.calculator.teensAges;
  if (format.planType === 'premium') return minutes ? `${texts.lessons.premium}, ${minutes}` : texts.lessons.premium;
  return minutes || format.planId;
}

/** What the calculator shows for a tariff. */
export interface Quote {
  price: number;
  oldPrice: number | null;
  /** price / oldPrice − 1 in whole percent, when negative. */
  planDiscountPercent: number | null;
  perLesson: number | null;
  /** Paying in parts: the monthly sum and the months; null when the tariff has no installments. */
  installment: { perMonth: number; months: number } | null;
  /** What paying in full saves (multiplier above 1), else null. */
  payInFullSaving: number | null;
}

export function quoteOf(tariff: TransactionType): Quote {
  const perMonth = installmentPerMonth(tariff);
  return {
    price: tariff.price,
    oldPrice: tariff.oldPrice,
    planDiscountPercent: planItemDiscountPercent(tariff),
    perLesson: shownLessonPrice(tariff),
    installment: perMonth !== null && canPayInInstallments(tariff) ? { perMonth, months: tariff.maxInstallmentMonths! } : null,
    payInFullSaving: payInFullSaving(tariff),
  };
}
