import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formErrorMessage } from '@school/shared/api';
import { commonTexts, validationTexts } from '@school/shared/texts';
import { formatDateTime } from '@school/shared/domain';
import type { PaymentAttention } from '@school/shared/schemas';
import { Badge, Button, EmptyState, FormError, Modal, QueryView, TextArea, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { usePaymentsAttention, useResolvePayment } from '../api/payments-attention-queries';
import { mismatchLine, resolutionLine } from '../model/attention-facts';
import styles from './payments-attention.module.css';

const t = texts.paymentsAttention;

type Action = { item: PaymentAttention; resolution: 'credit' | 'refund_noted' };

/** The question before crediting or noting a refund, with the note that goes into the order's history. */
function ResolveDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const resolve = useResolvePayment();
  const [note, setNote] = useState('');
  const refund = action.resolution === 'refund_noted';
  const missingNote = refund && note.trim() === '';
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (missingNote) return;
    resolve.mutate(
      { orderId: action.item.orderId, resolution: action.resolution, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t.done);
          onClose();
        },
      },
    );
  };
  const student = `${action.item.student.firstName} ${action.item.student.lastName}`.trim();
  return (
    <Modal
      title={refund ? t.refundTitle : t.creditTitle}
      onClose={onClose}
      testId="payment-resolve-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {commonTexts.cancel}
          </Button>
          <Button onClick={submit} loading={resolve.isPending} data-testid="payment-resolve-confirm">
            {refund ? t.refund : t.credit}
          </Button>
        </>
      }
    >
      <p>{refund ? t.refundText : t.creditText(action.item.description, student)}</p>
      <TextArea
        label={refund ? t.noteRequired : t.note}
        hint={t.noteHint}
        value={note}
        onChange={setNote}
        maxLength={1000}
        rows={3}
        required={refund}
        error={tried && missingNote ? validationTexts.required : null}
      />
      {resolve.isError && <FormError message={formErrorMessage(resolve.error)} onRetry={submit} busy={resolve.isPending} />}
    </Modal>
  );
}

function Facts({ item }: { item: PaymentAttention }) {
  return (
    <dl className={`sc-facts ${styles.facts}`}>
      <dt>{t.student}</dt>
      <dd>
        <Link to={`/lms/students/${item.student.id}`}>
          {item.student.firstName} {item.student.lastName}
        </Link>{' '}
        · {item.student.email}
      </dd>
      <dt>{t.order}</dt>
      <dd>{item.description}</dd>
      <dt>{t.provider}</dt>
      <dd className={styles.code}>
        {item.provider} · {item.providerPaymentId ?? texts.noValue}
      </dd>
      <dt>{t.created}</dt>
      <dd>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </dd>
    </dl>
  );
}

/**
 * /lms/admin/payments: orders the provider reported with another sum than the order's. Each is
 * credited or its refund noted here (with a note), never by hand in the database; the latest resolved
 * ones show who did what.
 */
export function PaymentsAttentionList() {
  const list = usePaymentsAttention();
  const [action, setAction] = useState<Action | null>(null);
  return (
    <QueryView query={list}>
      {(data) => (
        <section aria-labelledby="payments-attention-title" data-testid="payments-attention">
          <h2 id="payments-attention-title" className={styles.title}>
            {t.title}
          </h2>
          <p className={styles.intro}>{t.intro}</p>
          {data.open.length === 0 ? (
            <EmptyState text={t.empty} />
          ) : (
            <ul className="sc-list">
              {data.open.map((item) => (
                <li key={item.orderId} className={`sc-panel ${styles.item}`} data-testid="payment-attention">
                  <div className={styles.head}>
                    <Badge tone="red">{t.noticed}</Badge>
                    <time dateTime={item.attentionAt}>{formatDateTime(item.attentionAt)}</time>
                  </div>
                  <p className={styles.mismatch}>{mismatchLine(item)}</p>
                  <Facts item={item} />
                  <div className={styles.actions}>
                    <Button onClick={() => setAction({ item, resolution: 'credit' })}>{t.credit}</Button>
                    <Button variant="secondary" onClick={() => setAction({ item, resolution: 'refund_noted' })}>
                      {t.refund}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {data.resolved.length > 0 && (
            <>
              <h3 className={styles.subtitle}>{t.resolvedTitle}</h3>
              <ul className="sc-list">
                {data.resolved.map((item) => (
                  <li key={item.orderId} className={`sc-panel ${styles.item}`} data-testid="payment-resolved">
                    <div className={styles.head}>
                      <Badge tone={item.resolution === 'credited' ? 'green' : 'grey'}>{resolutionLine(item)}</Badge>
                      {item.resolvedAt && <time dateTime={item.resolvedAt}>{formatDateTime(item.resolvedAt)}</time>}
                    </div>
                    <p className={styles.mismatch}>{mismatchLine(item)}</p>
                    {item.resolutionNote && <p className={styles.note}>{item.resolutionNote}</p>}
                    <Facts item={item} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {action && <ResolveDialog action={action} onClose={() => setAction(null)} />}
        </section>
      )}
    </QueryView>
  );
}
