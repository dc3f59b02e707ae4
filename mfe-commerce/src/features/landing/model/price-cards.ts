import { COURSE_CATEGORY, courseById, LESSONS_CATEGORY, paidLessonsOf, shownPrice } from '@school/shared/domain';
import type { SubscriptionPlan } from '@school/shared/schemas';

/** The plans the home page shows, in the school's order: adults, premium, kids, teens, then the courses. */
export const HOME_PLAN_IDS = [
  '50m_v4',
  '25m_v4',
  'premium_50m',
  'premium_25m',
  '25m_kids',
  '40m_kids',
  'teens_50m',
  'course_it',
  'course_job_interview',
  'course_confident_tourist',
] as const;

export type PriceCard =
  | {
      kind: 'lessons';
      planId: string;
      name: string;
      premium: boolean;
      durationMins: number | null;
      /** The lowest price per lesson among the packages, as the purchase page shows it. */
      fromPerLesson: number;
      /** Lessons paid for in the smallest and the largest package. */
      packages: { from: number; to: number };
    }
  | {
      kind: 'course';
      planId: string;
      name: string;
      premium: false;
      /** The course page, where the course is bought. */
      path: string;
      /** The lowest price of its options (the kids course has one per lesson format). */
      price: number;
      /** Lessons with a teacher included, and the self-study part where the course has one. */
      lessons: number;
      selfStudy: { units: number; lessons: number } | null;
      accessMonths: number;
    };

/** One card per plan: lesson plans with their cheapest lesson and package range, courses with their price. */
export function priceCards(plans: readonly SubscriptionPlan[]): PriceCard[] {
  const cards: PriceCard[] = [];
  for (const plan of plans) {
    const lessons = plan.transactionTypes.filter((t) => t.category === LESSONS_CATEGORY && t.reportsAmount > 0);
    const courseOptions = plan.transactionTypes.filter((t) => t.category === COURSE_CATEGORY).sort((a, b) => a.price - b.price);
    const course = courseOptions[0]?.courseId ? courseById(courseOptions[0].courseId) : undefined;
    if (lessons.length > 0) {
      const perLesson = lessons.map((t) => shownPrice(t).perLesson).filter((p): p is number => p !== null);
      const paid = lessons.map(paidLessonsOf);
      cards.push({
        kind: 'lessons',
        planId: plan.id,
        name: plan.name,
        premium: plan.type === 'premium',
        durationMins: lessons[0]!.reportFullType?.durationMins ?? null,
        fromPerLesson: Math.min(...perLesson),
        packages: { from: Math.min(...paid), to: Math.max(...paid) },
      });
    } else if (course && courseOptions[0]) {
      cards.push({
        kind: 'course',
        planId: plan.id,
        name: plan.name,
        premium: false,
        path: course.path,
        price: shownPrice(courseOptions[0]).price,
        lessons: courseOptions[0].reportsAmount,
        selfStudy: course.selfStudy,
        accessMonths: course.accessMonths,
      });
    }
  }
  return cards;
}

/** Initials for a teacher's picture: 'Анна Смирнова' → 'АС'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/**
 * Where a price card's buy button leads: a learner straight to the purchase (a lesson plan on the
 * purchase page, a course on its own page, which sells it in place); a visitor to the sign-up first,
 * which then opens that purchase (and keeps the promo code of the page).
 */
export function buyPath(card: Pick<PriceCard, 'kind' | 'planId'> & { path?: string }, visitor: boolean, promocode: string | null = null): string {
  const purchase = card.kind === 'course' && card.path ? card.path : `/lms/pay?planId=${encodeURIComponent(card.planId)}`;
  if (!visitor) return purchase;
  const query = new URLSearchParams({ redirect_path: purchase, from: '/' });
  if (promocode) query.set('promocode', promocode);
  return `/signup?${query.toString()}`;
}
