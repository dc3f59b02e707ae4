import { useCurrentUser } from '@school/shared/api';
import { courseById, type CourseInfo } from '@school/shared/domain';
import { canBuyLessons } from '@school/shared/permissions';
import { EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { useSubscriptionPlans } from '../api/purchase-queries';
import { PaymentProvider } from '../hooks/use-payment';
import { courseOptionsOf, courseOptionTitle, COURSE_PAGE_COMMENT } from '../model/course-card';
import { CoursePriceCard } from './course-price-card';
import { PromoCodeField } from './promo-code-field';
import styles from './purchase.module.css';

/**
 * A course's price card(s) on its own page, bought in place through the same payment flow as /lms/pay:
 * the learner pays on the provider's page and comes back to the course, open.
 */
export function CourseOffer({ courseId }: { courseId: string }) {
  const user = useCurrentUser();
  const course = courseById(courseId);
  if (!course) return null;
  if (!canBuyLessons(user)) return <p className={styles.muted}>{purchaseTexts.pay.learnersOnly}</p>;
  return (
    <PaymentProvider>
      <PromoCodeField />
      <CourseOfferCards course={course} />
    </PaymentProvider>
  );
}

function CourseOfferCards({ course }: { course: CourseInfo }) {
  const plans = useSubscriptionPlans([...course.planIds]);
  return (
    <div className={styles.courseOffer} data-testid="course-offer">
      <QueryView query={plans}>
        {(data) => {
          const cards = data.flatMap((plan) => {
            const options = courseOptionsOf(plan).filter((option) => option.courseId === course.id);
            return options.map((option) => ({ plan, option, title: courseOptionTitle(plan, option, options.length) }));
          });
          if (cards.length === 0) return <EmptyState text={texts.courseCard.notOnSale} />;
          return cards.map(({ option, title }) => <CoursePriceCard key={option.id} title={title} option={option} comment={COURSE_PAGE_COMMENT} />);
        }}
      </QueryView>
    </div>
  );
}
