import { formatDate } from '@school/shared/domain';
import type { Report } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { plannedFromRateData } from '@school/shared/domain';
import { rateView } from '../model/rate';
import styles from './reports.module.css';

/** Admins: 'Мы платим {rate} ₽' with the salary formula of the rate the report was written with. */
export function RateInfo({ report }: { report: Report }) {
  const view = report.rateData ? rateView(plannedFromRateData(report.rateData)) : null;
  const amount = report.rate ?? (view?.kind === 'amount' ? view.amount : null);
  return (
    <section className={styles.rate} data-testid="report-rate">
      {amount !== null ? <strong>{texts.reports.ratePay(amount)}</strong> : view?.kind === 'message' && <strong>{view.message}</strong>}
      {view?.kind === 'amount' && (
        <div className={styles.rateFormula}>
          <span>
            {texts.reports.rateFormula}: {view.formula}
          </span>
          <span className={styles.muted}>{view.legend}</span>
        </div>
      )}
      {report.rateData && <span className={styles.muted}>{texts.reports.rateVersion(report.rateData.version)}</span>}
      {report.lastTeacherSalaryPaymentMethodChange && (
        <span className={styles.muted}>{texts.reports.paymentMethodChanged(formatDate(report.lastTeacherSalaryPaymentMethodChange))}</span>
      )}
    </section>
  );
}
