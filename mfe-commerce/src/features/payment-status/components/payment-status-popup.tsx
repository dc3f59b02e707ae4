import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, ButtonLink, Modal } from '@school/shared/ui';
import { paymentStatusTexts } from '../texts';
import { useRatePurchase } from '../api/rate-purchase';
import { paymentPopupOf, searchWithoutPaymentStatus, supportMailto } from '../model/payment-status';
import styles from './payment-status.module.css';

/**
 * The popups of a payment's return (`?paymentStatus=`): success, or anything else as failure.
 * Closing either removes the parameter from the address.
 */
export function PaymentStatusPopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const popup = paymentPopupOf(location.search);
  if (!popup) return null;
  const close = () =>
    void navigate({ pathname: location.pathname, search: searchWithoutPaymentStatus(location.search), hash: location.hash }, { replace: true });
  return popup === 'success' ? <SuccessPopup onClose={close} /> : <FailurePopup onClose={close} />;
}

function SuccessPopup({ onClose }: { onClose: () => void }) {
  const rate = useRatePurchase();
  const [rating, setRating] = useState<number | null>(null);
  const choose = (value: number) => {
    setRating(value);
    rate.mutate({ rating: value });
  };
  return (
    <Modal
      title={paymentStatusTexts.successTitle}
      onClose={onClose}
      testId="payment-success-popup"
      width={560}
      footer={<Button onClick={onClose}>{paymentStatusTexts.done}</Button>}
    >
      <p>{paymentStatusTexts.successText}</p>
      <fieldset className={styles.rating} disabled={rate.isPending || rate.isSuccess}>
        <legend>{paymentStatusTexts.rateQuestion}</legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              className={`${styles.star} ${rating !== null && value <= rating ? styles.starOn : ''}`}
              aria-label={paymentStatusTexts.rateLabel(value)}
              aria-pressed={rating === value}
              onClick={() => choose(value)}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      {rate.isSuccess && (
        <p role="status" className={styles.thanks}>
          {paymentStatusTexts.rateThanks}
        </p>
      )}
      {rate.isError && (
        <p role="alert" className="sc-form-error">
          {paymentStatusTexts.rateFailed}
        </p>
      )}
    </Modal>
  );
}

function FailurePopup({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={paymentStatusTexts.failTitle}
      onClose={onClose}
      testId="payment-fail-popup"
      width={560}
      footer={
        <>
          <a className="sc-button sc-button--secondary" href={supportMailto(paymentStatusTexts.contactSubject)}>
            {paymentStatusTexts.contactUs}
          </a>
          <ButtonLink to="/lms/pay">{paymentStatusTexts.tryAgain}</ButtonLink>
        </>
      }
    >
      <p>{paymentStatusTexts.failText}</p>
    </Modal>
  );
}
