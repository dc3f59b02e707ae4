import { formatRubles } from '@school/shared/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@school/shared/api';
import { Button, TextInput } from '@school/shared/ui';
import { purchaseTexts } from '../texts';
import { usePayment } from '../hooks/use-payment';
import styles from './purchase.module.css';

/**
 * The promo code of the purchase: the sign-up code or a typed one. A code the server confirmed says what it
 * gives (the cards show its prices); a typed code it refuses says why and stays in the field.
 */
export function PromoCodeField() {
  const { promo, busy } = usePayment();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const headingId = useId();
  const t = purchaseTexts.promo;

  if (promo.terms) {
    const what = promo.terms.discountPercent !== null ? `${promo.terms.discountPercent} %` : formatRubles(promo.terms.discountRubles ?? 0);
    return (
      <section className={`sc-panel sc-panel--compact ${styles.promo}`} aria-labelledby={headingId} data-testid="promo-code">
        <p id={headingId} className={styles.promoApplied} role="status">
          {t.applied(promo.terms.code, what, promo.terms.firstPurchaseOnly)}
        </p>
        <Button variant="secondary" size="small" onClick={promo.clear} disabled={busy}>
          {t.remove}
        </Button>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) promo.apply(typed);
  };
  const showForm = open || promo.error !== null;
  return (
    <section className={`sc-panel sc-panel--compact ${styles.promo}`} aria-label={t.section} data-testid="promo-code">
      {!showForm ? (
        <Button variant="link" size="small" onClick={() => setOpen(true)}>
          {t.have}
        </Button>
      ) : (
        <form className={styles.promoForm} onSubmit={submit} noValidate>
          <TextInput
            label={t.label}
            value={typed}
            onChange={setTyped}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            error={promo.error ? errorMessage(promo.error) : null}
          />
          <Button type="submit" size="small" loading={promo.checking} disabled={busy || !typed.trim()}>
            {t.apply}
          </Button>
        </form>
      )}
    </section>
  );
}
