import { courseAccessMonths, installmentPerMonth, paidLessonsOf, PAY_FORM_COMMENT, singleOptionPricing } from '@school/shared/domain';
import type { SubscriptionPlan, TransactionType } from '@school/shared/schemas';
import { Badge } from '@school/shared/ui';
import { texts } from '../../../texts';
import { formatRubles } from '../model/money';
import { Gifts } from './gifts';
import { PayButton } from './pay-button';
import styles from './purchase.module.css';

/** A plan with exactly one option (not a test drive): a course card or a lessons card, discount 35 %. */
export function SingleOptionCard({ plan, option, kind }: { plan: SubscriptionPlan; option: TransactionType; kind: 'course' | 'lessons' }) {
  const { discount, priceWithoutDiscount } = singleOptionPricing(option);
  const lessons = paidLessonsOf(option);
  const access = kind === 'course' ? courseAccessMonths(lessons) : null;
  const perMonth = installmentPerMonth(option);
  const full = { type: 'acquiring', transactionTypeId: option.id, comment: PAY_FORM_COMMENT } as const;
  return (
    <section className={`sc-panel ${styles.single}`} data-testid={kind === 'course' ? 'course-card' : 'lessons-card'} aria-labelledby="single-title">
      <div className={styles.badges}>
        <Badge tone="yellow">{texts.badges.sale(discount)}</Badge>
      </div>
      <h2 id="single-title" className={styles.cardTitle}>
        {plan.name}
      </h2>
      <ul className={styles.facts}>
        <li>{kind === 'course' ? texts.card.courseLessons(lessons) : texts.lessons.count(lessons)}</li>
        {option.reportFullType && <li>{texts.lessons.duration(option.reportFullType.durationMins)}</li>}
        {access !== null && <li>{texts.card.courseAccess(access)}</li>}
      </ul>
      <Gifts lessons={option.giftLessons} speakingClubs={option.giftSpeakingClub} />
      <p className={styles.price}>
        <s className={styles.oldPrice} aria-label={`${texts.money.was} ${formatRubles(priceWithoutDiscount)}`}>
          {formatRubles(priceWithoutDiscount)}
        </s>
        {formatRubles(option.price)}
      </p>
      <div className={styles.quoteActions}>
        <PayButton input={full} block testId="pay-full">
          {texts.calculator.pay}
        </PayButton>
        {perMonth !== null && (
          <PayButton input={{ ...full, type: 'vsegdaDa' }} variant="secondary" block testId="pay-installment">
            {`${texts.card.payInstallment}: ${texts.money.perMonth(formatRubles(perMonth))}`}
          </PayButton>
        )}
      </div>
    </section>
  );
}
