import { paidLessonsOf, formatRubles, shownPrice } from '@school/shared/domain';
import type { SubscriptionPlan, TransactionType } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { usePayment } from '../hooks/use-payment';
import { CoursePriceCard } from './course-price-card';
import { Gifts } from './gifts';
import { PayButton } from './pay-button';
import { PriceTag } from './price-tag';
import styles from './purchase.module.css';
import { PAY_FORM_COMMENT } from '../model/pay-block';
import { installmentPerMonth } from '../model/installments';

/** A plan with exactly one option (not a test drive): a course card or a lessons card, priced by the one rule. */
export function SingleOptionCard({ plan, option, kind }: { plan: SubscriptionPlan; option: TransactionType; kind: 'course' | 'lessons' }) {
  if (kind === 'course') return <CoursePriceCard title={plan.name} option={option} />;
  return <LessonsCard plan={plan} option={option} />;
}

function LessonsCard({ plan, option }: { plan: SubscriptionPlan; option: TransactionType }) {
  const { chargedPrice } = usePayment();
  const charged = chargedPrice(option);
  const shown = shownPrice(option, charged);
  const lessons = paidLessonsOf(option);
  const perMonth = installmentPerMonth({ ...option, price: charged });
  const full = { type: 'acquiring', transactionTypeId: option.id, comment: PAY_FORM_COMMENT } as const;
  return (
    <section className={`sc-panel ${styles.single}`} data-testid="lessons-card" aria-labelledby="single-title">
      <h2 id="single-title" className={styles.cardTitle}>
        {plan.name}
      </h2>
      <ul className={styles.facts}>
        <li>{texts.lessons.count(lessons)}</li>
        {option.reportFullType && <li>{texts.lessons.duration(option.reportFullType.durationMins)}</li>}
      </ul>
      <Gifts lessons={option.giftLessons} speakingClubs={option.giftSpeakingClub} />
      {shown.perLesson !== null && <p className={styles.perLesson}>{texts.money.perLesson(formatRubles(shown.perLesson))}</p>}
      <PriceTag shown={shown} className={styles.price} />
      <div className={styles.quoteActions}>
        <PayButton input={full} block testId="pay-full">
          {purchaseTexts.calculator.pay(lessons)}
        </PayButton>
        {perMonth !== null && (
          <PayButton input={{ ...full, type: 'vsegdaDa' }} variant="secondary" block testId="pay-installment">
            {`${purchaseTexts.calculator.payInstallment(lessons)}: ${texts.money.perMonth(formatRubles(perMonth))}`}
          </PayButton>
        )}
      </div>
    </section>
  );
}
