import { formatRubles, shownPrice } from '@school/shared/domain';
import type { SubscriptionPlan } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { useStudentTransactions } from '../api/purchase-queries';
import { PayButton } from './pay-button';
import styles from './purchase.module.css';
import { PAY_FORM_COMMENT, isTestDrive } from '../model/pay-block';

/** A trial lesson for learners who have bought nothing yet, at the price of one lesson. */
export function TrialCard({ plan }: { plan: SubscriptionPlan }) {
  const transactions = useStudentTransactions('me');
  const trial = plan.transactionTypes.find(isTestDrive);
  if (!trial || !transactions.data || transactions.data.length > 0) return null;
  return (
    <section className={`sc-panel ${styles.trial}`} data-testid="trial-card" aria-labelledby="trial-title">
      <div>
        <h2 id="trial-title" className={styles.sectionTitle}>
          {purchaseTexts.trial.title}
        </h2>
        <p className={styles.muted}>{purchaseTexts.trial.text}</p>
      </div>
      <p className={styles.price}>{texts.money.perLesson(formatRubles(shownPrice(trial).perLesson ?? trial.price))}</p>
      <PayButton input={{ type: 'acquiring', transactionTypeId: trial.id, comment: PAY_FORM_COMMENT }} variant="secondary">
        {purchaseTexts.trial.buy}
      </PayButton>
    </section>
  );
}
