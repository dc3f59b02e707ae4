import { canPayInInstallments, COURSE_CATEGORY, courseById, shownPrice, type CourseInfo, type ShownPrice } from '@school/shared/domain';
import type { SubscriptionPlan, TransactionType } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { installmentPerMonth } from './installments';

/** The comment of a purchase started on a course's own page. */
export const COURSE_PAGE_COMMENT = 'CoursePage';

/** What a course's price card says before the buyer pays: what is inside, how long, how to pay. */
interface CourseCardView {
  course: CourseInfo;
  /** What is inside, one line each: the self-study part or the program, the lessons with a teacher, the access. */
  inside: string[];
  shown: ShownPrice;
  /** Paying in parts, only where the price option allows it. */
  installment: { months: number; perMonth: number; note: string } | null;
}

/** The card of a course price option (its `courseId` names the course); null for an option that sells none. */
export function courseCardView(option: TransactionType, charged: number = option.price): CourseCardView | null {
  const course = option.courseId ? courseById(option.courseId) : undefined;
  if (!course) return null;
  const inside = [
    course.selfStudy ? texts.courseCard.selfStudy(course.selfStudy.units, course.selfStudy.lessons) : texts.courseCard.program(course.lessonCount),
  ];
  if (option.reportFullTypeId && option.reportsAmount > 0)
    inside.push(texts.courseCard.withTeacher(option.reportsAmount, option.reportFullType?.durationMins ?? null));
  inside.push(texts.courseCard.access(course.accessMonths));
  const asked = { ...option, price: charged };
  const perMonth = installmentPerMonth(asked);
  const installment =
    perMonth !== null && canPayInInstallments(asked)
      ? { months: option.maxInstallmentMonths!, perMonth, note: texts.courseCard.installments(option.maxInstallmentMonths!) }
      : null;
  if (installment) inside.push(installment.note);
  return { course, inside, shown: shownPrice(option, charged), installment };
}

/** A plan that sells a course: its course options, cheapest first (the kids course has one per lesson format); none otherwise. */
export function courseOptionsOf(plan: Pick<SubscriptionPlan, 'transactionTypes'>): TransactionType[] {
  const courses = plan.transactionTypes.filter((t) => t.category === COURSE_CATEGORY && t.courseId);
  return courses.length > 0 && courses.length === plan.transactionTypes.length ? [...courses].sort((a, b) => a.price - b.price) : [];
}

/** A course card's title: the plan's name, and the lesson format when the course is sold in more than one. */
export function courseOptionTitle(plan: Pick<SubscriptionPlan, 'name'>, option: TransactionType, optionCount: number): string {
  const minutes = option.reportFullType?.durationMins;
  return optionCount > 1 && minutes ? `${plan.name}: ${texts.courseCard.format(minutes)}` : plan.name;
}
