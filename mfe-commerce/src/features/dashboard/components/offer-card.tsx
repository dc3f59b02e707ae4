import { ButtonLink } from '@school/shared/ui';
import { usePlacement } from '../../analytics';
import { countdownParts, registrationOffer, useCountdown, useOffers } from '../../purchase';
import { texts } from '../../../texts';
import styles from './dashboard.module.css';

/** The registration offer with its countdown; gone once the time is up. */
export function RegistrationOfferCard() {
  const offers = useOffers();
  const offer = offers.data ? registrationOffer(offers.data) : null;
  if (!offer) return null;
  return <OfferTimer title={offer.title} description={offer.description} endDate={offer.endDate} />;
}

function OfferTimer({ title, description, endDate }: { title: string; description: string; endDate: string | null }) {
  const msLeft = useCountdown(endDate);
  const [placementRef, trackPlacementClick] = usePlacement('registration-offer');
  const left = msLeft === null ? null : countdownParts(msLeft);
  if (msLeft !== null && left === null) return null;
  return (
    <section ref={placementRef} className="sc-panel" aria-labelledby="registration-offer-title" data-testid="registration-offer-card">
      <div className={styles.offerHead}>
        <div>
          <p className={styles.muted}>{texts.dashboard.offerTitle}</p>
          <h2 id="registration-offer-title" className={styles.title}>
            {title}
          </h2>
        </div>
        {left && (
          <p className={styles.timer} role="timer" aria-label={texts.dashboard.offerEndsIn}>
            <span className={styles.muted}>{texts.dashboard.offerEndsIn}</span>
            <strong>{texts.offer.countdown(left.days, left.clock)}</strong>
          </p>
        )}
      </div>
      <p className={styles.text}>{description}</p>
      <ButtonLink to="/lms/pay" onClick={trackPlacementClick}>
        {texts.dashboard.offerMore}
      </ButtonLink>
    </section>
  );
}
