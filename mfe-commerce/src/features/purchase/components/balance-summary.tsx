import type { CurrentUser } from '@school/shared/schemas';
import { purchaseTexts } from '../texts';
import styles from './purchase.module.css';

/** The paid lessons on the learner's account, per format. */
export function BalanceSummary({ balances }: { balances: CurrentUser['paidReportsLeftCounts'] }) {
  const shown = balances.filter((b) => b.reportsLeft !== 0);
  return (
    <section className={`sc-panel sc-panel--compact ${styles.balance}`} aria-labelledby="balance-title" data-testid="balance">
      <h2 id="balance-title" className={styles.balanceTitle}>
        {purchaseTexts.pay.balanceTitle}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>{purchaseTexts.pay.balanceEmpty}</p>
      ) : (
        <ul className="sc-list">
          {shown.map((b) => (
            <li key={b.id} data-testid={`balance-${b.id}`}>
              {purchaseTexts.pay.balanceItem(b.name, b.reportsLeft)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
