import { formatRubles } from '@school/shared/domain';
import type { SubscriptionPlan } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { useOffers } from '../api/purchase-queries';
import { useCountdown } from '../hooks/use-countdown';
import { countdownParts, offerCards, registrationOffer, type OfferCardView, type RegistrationOffer } from '../model/offers';
import { PayButton } from './pay-button';
import { PriceTag } from './price-tag';
import styles from './purchase.module.css';

/** The registration offer with its countdown; it leaves the page when the time is up. */
export function OfferBlock({ plans }: { plans: readonly SubscriptionPlan[] }) {
  const offers = useOffers();
  const offer = offers.data ? registrationOffer(offers.data) : null;
  const cards = offer ? offerCards(offer, plans) : [];
  if (!offer || cards.length === 0) return null;
  return <OfferCards offer={offer} cards={cards} />;
}

function OfferCards({ offer, cards }: { offer: RegistrationOffer; cards: OfferCardView[] }) {
  const msLeft = useCountdown(offer.endDate);
  const left = msLeft === null ? null : countdownParts(msLeft);
  if (msLeft !== null && left === null) return null;
  return (
    <section className={`sc-panel ${styles.offer}`} data-testid="registration-offer" aria-labelledby="offer-title">
      <div className={styles.offerHead}>
        <div>
          <h2 id="offer-title" className={styles.sectionTitle}>
            {offer.title}
          </h2>
          <p className={styles.muted}>{offer.description}</p>
        </div>
        {left && (
          <p className={styles.countdown} role="timer" aria-label={texts.offer.endsIn}>
            <span className={styles.muted}>{texts.offer.endsIn}</span>
            <strong>{texts.offer.countdown(left.days, left.clock)}</strong>
          </p>
        )}
      </div>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li
            key={card.transactionTypeId}
            className={`sc-panel ${styles.card} ${card.cardType === 'accent' ? styles.cardAccent : ''}`}
            data-testid={`offer-${card.transactionTypeId}`}
          >
            <h3 className={styles.cardTitle}>{card.name}</h3>
            {card.subtitle && <p className={styles.muted}>{card.subtitle}</p>}
            {card.shown.perLesson !== null && <p className={styles.perLesson}>{texts.money.perLesson(formatRubles(card.shown.perLesson))}</p>}
            <PriceTag shown={card.shown} testId="offer-price" />
            <PayButton
              input={{ type: 'acquiring', transactionTypeId: card.transactionTypeId, comment: card.comment, userOfferId: offer.id }}
              variant={card.cardType === 'accent' ? 'primary' : 'secondary'}
              block
            >
              {texts.offer.buy(card.lessons)}
            </PayButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
