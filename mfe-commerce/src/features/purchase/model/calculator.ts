import { canPayInInstallments, LESSONS_CATEGORY, paidLessonsOf, shownPrice, type ShownPrice } from '@school/shared/domain';
import type { PlanType, SubscriptionPlan, TransactionType } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { installmentPerMonth, payInFullSaving } from './installments';

/** The plans of the kids and the teens calculators; the learner dashboard's kids and teens variants follow the same lists. */
export const KIDS_PLAN_IDS: readonly string[] = ['40m_kids', '25m_kids'];
export const TEENS_PLAN_IDS: readonly string[] = ['teens_50m'];

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
interface Quote {
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

/* The calculator of the purchase page (content-and-commerce §5, §9): formats, lesson counts, the tariff. */

/** The calculator opens on 32 lessons. */
export const DEFAULT_LESSON_COUNT = 32;

export type CalculatorType = 'lms' | 'kids' | 'teens' | 'default';

/** kids and teens by plan id; 'lms' for the adult mix and premium plans; default for the rest. */
export function calculatorTypeOf(plans: readonly Pick<SubscriptionPlan, 'id' | 'type'>[]): CalculatorType {
  if (plans.some((p) => KIDS_PLAN_IDS.includes(p.id))) return 'kids';
  if (plans.some((p) => TEENS_PLAN_IDS.includes(p.id))) return 'teens';
  if (plans.some((p) => p.type === 'mix' || p.type === 'premium')) return 'lms';
  return 'default';
}

/** One choice of the format selector: a plan's lessons of one duration, with the package options. */
export interface CalculatorFormat {
  id: string;
  planId: string;
  planType: PlanType;
  reportFullTypeId: string | null;
  durationMins: number | null;
  /** Lesson packages of the format, ascending by lessons paid for. */
  options: TransactionType[];
}

/** The formats of the plans, in plan order: lesson packages only (no courses, no test drives). */
export function calculatorFormats(plans: readonly SubscriptionPlan[]): CalculatorFormat[] {
  const formats: CalculatorFormat[] = [];
  for (const plan of plans) {
    for (const type of plan.transactionTypes) {
      if (type.category !== LESSONS_CATEGORY) continue;
      const id = `${plan.id}:${type.reportFullTypeId ?? ''}`;
      let format = formats.find((f) => f.id === id);
      if (!format) {
        format = {
          id,
          planId: plan.id,
          planType: plan.type,
          reportFullTypeId: type.reportFullTypeId,
          durationMins: type.reportFullType?.durationMins ?? null,
          options: [],
        };
        formats.push(format);
      }
      format.options.push(type);
    }
  }
  for (const format of formats) format.options.sort((a, b) => paidLessonsOf(a) - paidLessonsOf(b));
  return formats;
}

/** The lesson counts of a format, ascending. */
export function lessonCountsOf(format: Pick<CalculatorFormat, 'options'> | undefined): number[] {
  return [...new Set((format?.options ?? []).map(paidLessonsOf))].sort((a, b) => a - b);
}

/** After a format change: the largest count not above the current one, else the first; null when there are none. */
export function resetLessonCount(counts: readonly number[], current: number): number | null {
  if (counts.length === 0) return null;
  const notAbove = counts.filter((c) => c <= current);
  return notAbove.length > 0 ? notAbove[notAbove.length - 1]! : counts[0]!;
}

/**
 * The calculator's first selection: the first format of the learner's own plan (else the first format)
 * and the default count (32, reset to what the format has).
 */
export function initialCalculatorSelection(formats: readonly CalculatorFormat[], preferredPlanId?: string): { formatId: string; lessons: number } | null {
  const format = formats.find((f) => f.planId === preferredPlanId) ?? formats[0];
  if (!format) return null;
  const lessons = resetLessonCount(lessonCountsOf(format), DEFAULT_LESSON_COUNT);
  return lessons === null ? null : { formatId: format.id, lessons };
}

/** The tariff for a format and a count, or null: the calculator then shows nothing. */
export function tariffFor(format: Pick<CalculatorFormat, 'options'> | undefined, lessons: number): TransactionType | null {
  return format?.options.find((t) => paidLessonsOf(t) === lessons) ?? null;
}
