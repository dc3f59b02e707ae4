import { formatRubles } from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { usePayment } from '../hooks/use-payment';
import { courseCardView } from '../model/course-card';
import { PayButton } from './pay-button';
import { PriceTag } from './price-tag';
import styles from './purchase.module.css';
import { PAY_FORM_COMMENT } from '../model/pay-block';

/**
 * A course's price card: what is inside (the self-study part or the program, the lessons with a teacher,
 * the access period), installments only where the option allows them, and buying in place.
 */
export function CoursePriceCard({ title, option, comment = PAY_FORM_COMMENT }: { title: string; option: TransactionType; comment?: string }) {
  const { chargedPrice } = usePayment();
  const view = courseCardView(option, chargedPrice(option));
  if (!view) return null;
  const headingId = `course-price-${option.id}`;
  const full = { type: 'acquiring', transactionTypeId: option.id, comment } as const;
  return (
    <section className={`sc-panel ${styles.single}`} data-testid="course-card" data-option={option.id} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{texts.courseCard.insideTitle}</p>
      <ul className={styles.facts}>
        {view.inside.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <PriceTag shown={view.shown} className={styles.price} testId="course-price" />
      <div className={styles.quoteActions}>
        <PayButton input={full} block testId="pay-full">
          {texts.courseCard.buy}
        </PayButton>
        {view.installment && (
          <PayButton input={{ ...full, type: 'vsegdaDa' }} variant="secondary" block testId="pay-installment">
            {texts.courseCard.buyInstallment(formatRubles(view.installment.perMonth))}
          </PayButton>
        )}
      </div>
    </section>
  );
}
