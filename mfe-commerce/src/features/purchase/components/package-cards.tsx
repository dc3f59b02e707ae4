import { formatRubles } from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';
import { Badge } from '@school/shared/ui';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { usePayment } from '../hooks/use-payment';
import { packageCards } from '../model/package-cards';
import { Gifts } from './gifts';
import { PayButton } from './pay-button';
import { PriceTag } from './price-tag';
import styles from './purchase.module.css';
import { PAY_FORM_COMMENT } from '../model/pay-block';

/** The packages of the chosen format, cheapest lesson first, with their badges and a buy button each. */
export function PackageCards({ options }: { options: readonly TransactionType[] }) {
  const { chargedPrice } = usePayment();
  const cards = packageCards(options, chargedPrice);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="packages-title">
      <h2 id="packages-title" className={styles.sectionTitle}>
        {purchaseTexts.pay.packagesTitle}
      </h2>
      <ul className={styles.cards} data-testid="package-cards">
        {cards.map((card) => (
          <li
            key={card.type.id}
            className={`sc-panel ${styles.card} ${card.popular ? styles.cardAccent : ''}`}
            data-testid={`package-${card.type.id}`}
            data-package={card.type.id}
          >
            <div className={styles.badges}>
              {card.popular && <Badge tone="accent">{texts.badges.popular}</Badge>}
              {card.bestValue && <Badge tone="green">{texts.badges.bestValue}</Badge>}
            </div>
            <h3 className={styles.cardTitle}>{texts.lessons.count(card.lessons)}</h3>
            {card.durationMins !== null && <p className={styles.muted}>{texts.lessons.duration(card.durationMins)}</p>}
            <Gifts lessons={card.giftLessons} speakingClubs={card.giftSpeakingClubs} />
            {card.shown.perLesson !== null && <p className={styles.perLesson}>{texts.money.perLesson(formatRubles(card.shown.perLesson))}</p>}
            {card.showsTotal && <PriceTag shown={card.shown} testId="package-price" />}
            <PayButton
              input={{ type: 'acquiring', transactionTypeId: card.type.id, comment: PAY_FORM_COMMENT }}
              variant={card.popular ? 'primary' : 'secondary'}
              block
            >
              {purchaseTexts.card.buy(card.lessons)}
            </PayButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
