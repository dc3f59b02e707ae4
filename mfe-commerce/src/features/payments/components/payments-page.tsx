import { useCurrentUser } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { canBuyLessons } from '@school/shared/permissions';
import { Badge, ButtonLink, EmptyState, QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { paymentsTexts } from '../texts';
import { formatRubles } from '@school/shared/domain';
import { usePayments } from '../api/payments-queries';
import { statusLabel } from '../model/payments';
import { TaxCertificateForm } from './tax-certificate-form';
import styles from './payments.module.css';

const t = paymentsTexts;

/** /lms/payments: «Мои платежи» (date, what, amount, status, receipt) and «Справка для налогового вычета». */
export function PaymentsPage() {
  const user = useCurrentUser();
  const payments = usePayments();
  return (
    <div className={styles.page}>
      <h1 className="sc-page-title">{t.title}</h1>
      <section className="sc-panel" aria-labelledby="payments-list-title">
        <h2 id="payments-list-title" className="sc-panel__title">
          {t.listTitle}
        </h2>
        <QueryView query={payments}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState text={t.empty}>
                {canBuyLessons(user) && (
                  <ButtonLink to="/lms/pay" variant="secondary">
                    {texts.dashboard.buy}
                  </ButtonLink>
                )}
              </EmptyState>
            ) : (
              <table className={`sc-table ${styles.table}`} data-testid="payments-table">
                <thead>
                  <tr>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{t.what}</th>
                    <th scope="col">{t.amount}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.receipt}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => (
                    <tr key={p.id} data-testid="payment-row" data-status={p.status}>
                      <td data-label={t.date}>{formatDate(p.date)}</td>
                      <td data-label={t.what}>{p.description}</td>
                      <td data-label={t.amount} className={styles.amount}>
                        {formatRubles(p.amount)}
                      </td>
                      <td data-label={t.status}>
                        <Badge tone={p.status === 'succeeded' ? 'green' : p.status === 'pending' ? 'yellow' : 'grey'}>{statusLabel(p.status)}</Badge>
                      </td>
                      <td data-label={t.receipt}>
                        {p.receiptUrl ? (
                          <a href={p.receiptUrl} target="_blank" rel="noreferrer noopener">
                            {t.receiptLink}
                          </a>
                        ) : (
                          <span className={styles.muted}>{t.noReceipt}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryView>
      </section>
      {canBuyLessons(user) && <TaxCertificateForm />}
    </div>
  );
}
