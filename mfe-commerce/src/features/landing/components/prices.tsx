import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@school/shared/api';
import { formatRubles } from '@school/shared/domain';
import { canBuyLessons } from '@school/shared/permissions';
import { Badge, ButtonLink, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { landingPageTexts } from '../texts';
import { usePublicPlans } from '../api/landing-queries';
import { buyPath, HOME_PLAN_IDS, priceCards, type PriceCard } from '../model/price-cards';
import { LandingCards } from './landing-parts';
import styles from './landing.module.css';

const t = landingPageTexts;

function Card({ card, buyTo }: { card: PriceCard; buyTo: string | null }) {
  return (
    <li className={`sc-panel ${styles.price} ${card.premium ? styles.pricePremium : ''}`} data-testid="price-card" data-plan={card.planId}>
      <div className={styles.priceHead}>
        <h3 className={styles.cardTitle}>{card.name}</h3>
        {card.premium && <Badge tone="accent">{t.premium}</Badge>}
      </div>
      {card.kind === 'lessons' ? (
        <>
          <p className={styles.priceValue} data-per-lesson={card.fromPerLesson}>
            {t.perLessonFrom(formatRubles(card.fromPerLesson))}
          </p>
          <p className={styles.muted}>{t.packagesRange(card.packages.from, card.packages.to)}</p>
        </>
      ) : (
        <>
          <p className={styles.priceValue} data-price={card.price}>
            {t.coursePrice(formatRubles(card.price))}
          </p>
          {card.selfStudy && <p className={styles.muted}>{texts.courseCard.selfStudy(card.selfStudy.units, card.selfStudy.lessons)}</p>}
          <p className={styles.muted}>{t.courseLessons(card.lessons)}</p>
          <p className={styles.muted}>{texts.courseCard.access(card.accessMonths)}</p>
          <Link to={card.path} className={styles.priceLink} aria-label={t.courseMore(card.name)}>
            {t.courseMoreShort}
          </Link>
        </>
      )}
      {buyTo && (
        <ButtonLink
          to={buyTo}
          variant="secondary"
          size="small"
          data-testid="price-card-buy"
          aria-label={t.buyLabel(card.kind === 'course' ? t.buyCourse : t.buyLessons, card.name)}
        >
          {card.kind === 'course' ? t.buyCourse : t.buyLessons}
        </ButtonLink>
      )}
    </li>
  );
}

/** Formats and prices from the school's real plans. */
export function Prices() {
  const plans = usePublicPlans(HOME_PLAN_IDS);
  const session = useSession();
  const { search } = useLocation();
  // Visitors buy after signing up; learners buy at once; staff, teachers and HR see no button.
  const visitor = !session.isPending && !session.data;
  const mayBuy = visitor || (session.data ? canBuyLessons(session.data) : false);
  const promocode = new URLSearchParams(search).get('promocode');
  if (plans.isPending) return <Loader />;
  if (plans.isError) return <p className={styles.muted}>{t.pricesFailed}</p>;
  return (
    <LandingCards className={styles.prices}>
      {priceCards(plans.data).map((card) => (
        <Card key={card.planId} card={card} buyTo={mayBuy ? buyPath(card, visitor, promocode) : null} />
      ))}
    </LandingCards>
  );
}
