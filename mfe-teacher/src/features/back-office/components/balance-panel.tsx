import { useState, type FormEvent } from 'react';
import { errorMessage, normaliseError, useReportFullTypes } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import { AdjustBalanceFormSchema, type LedgerEntry } from '@school/shared/schemas';
import { Button, ConfirmDialog, DataTable, EmptyState, Select, TextInput, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { personName } from '../model/people';
import styles from './back-office.module.css';

const t = texts.backOffice.balance;

interface BalancePanelProps {
  title: string;
  balances: readonly { formatId: string; name: string; reportsLeft: number }[];
  ledger: readonly LedgerEntry[];
  /** Formats offered: individual for a student, group formats for a group. */
  formatKind: 'individual' | 'group';
  /** Sends the adjustment; answers the new balance. */
  adjust: (input: { formatId: string; delta: number; reason: string }) => Promise<{ reportsLeft: number }>;
  busy: boolean;
  error: Error | null;
}

/** Balances by format, the adjustment form (a number of lessons and a reason, confirmed) and the ledger. */
export function BalancePanel({ title, balances, ledger, formatKind, adjust, busy, error }: BalancePanelProps) {
  const formats = useReportFullTypes();
  const options = (formats.data ?? []).filter((f) => (formatKind === 'group' ? f.typeId === 'group' : f.typeId !== 'group'));
  const [formatId, setFormatId] = useState('');
  const form = useSchemaForm(AdjustBalanceFormSchema, { delta: '', reason: '' });
  const [pending, setPending] = useState<{ formatId: string; delta: number; reason: string } | null>(null);
  // The format a balance already has comes first: it is what an adjustment is usually about.
  const chosen = formatId || balances.find((b) => options.some((f) => f.id === b.formatId))?.formatId || options[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values && chosen) setPending({ formatId: chosen, delta: values.delta, reason: values.reason });
  };
  const confirm = async () => {
    if (!pending) return;
    const { reportsLeft } = await adjust(pending);
    setPending(null);
    form.reset({ delta: '', reason: '' });
    toast.success(t.done(reportsLeft));
  };

  return (
    <section className="sc-panel" aria-labelledby="balance-title" data-testid="balance-panel">
      <h3 id="balance-title" className={styles.subtitle}>
        {title}
      </h3>
      {balances.length === 0 ? (
        <p className={styles.muted}>{texts.backOffice.student.noBalances}</p>
      ) : (
        <ul className={styles.list} data-testid="balances">
          {balances.map((b) => (
            <li key={b.formatId} className={styles.row}>
              <span>{b.name}</span>
              <strong>{b.reportsLeft}</strong>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t.adjust}>
        <h4 className={styles.subtitle}>{t.adjust}</h4>
        {error && (
          <p className="sc-form-error" role="alert">
            {errorMessage(normaliseError(error))}
          </p>
        )}
        <Select label={t.format} value={chosen} onChange={setFormatId} options={options.map((f) => ({ value: f.id, label: f.name }))} />
        <TextInput label={t.delta} inputMode="numeric" {...form.field('delta')} />
        <TextInput label={t.reason} hint={t.reasonHint} maxLength={500} {...form.field('reason')} />
        <Button type="submit" disabled={!chosen}>
          {t.submit}
        </Button>
      </form>
      <h4 className={styles.subtitle}>{t.ledger}</h4>
      {ledger.length === 0 ? (
        <EmptyState text={t.noLedger} />
      ) : (
        <DataTable
          caption={t.ledger}
          testId="ledger"
          rows={ledger}
          rowKey={(e) => e.id}
          columns={[
            { header: t.when, label: t.when, cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
            { header: t.format, label: t.format, cell: (e) => e.formatName },
            {
              header: t.change,
              label: t.change,
              cell: (e) => <span className={e.delta > 0 ? styles.positive : styles.negative}>{e.delta > 0 ? `+${e.delta}` : `−${Math.abs(e.delta)}`}</span>,
            },
            { header: t.after, label: t.after, cell: (e) => e.balanceAfter ?? '—' },
            { header: t.why, label: t.why, className: styles.wrap, cell: (e) => e.reason },
            { header: t.who, label: t.who, cell: (e) => (e.by ? personName(e.by) : '—') },
          ]}
        />
      )}
      {pending && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(pending.delta, options.find((f) => f.id === pending.formatId)?.name ?? pending.formatId)}
          busy={busy}
          onConfirm={() => void confirm().catch(() => setPending(null))}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
