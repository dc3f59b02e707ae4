import { Link } from 'react-router-dom';
import { useSession } from '@school/shared/api';
import { showFreeLessonButton } from '@school/shared/permissions';
import { ButtonLink } from '@school/shared/ui';
import { LeadForm } from '../../intro-lesson';
import { texts } from '../../../texts';
import { FreeLessonButton, LandingSection, TeacherCards } from './landing-parts';
import { Prices } from './prices';
import styles from './landing.module.css';

const t = texts.landing;

/** /: what the school offers, formats and prices from the real plans, teachers, reviews, the 13 % cashback and the free lesson. */
export function HomePage() {
  const session = useSession();
  const visitor = !session.isPending && showFreeLessonButton(Boolean(session.data));
  return (
    <div className={styles.landing} data-testid="home-page">
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          {t.heroTitle}
        </h1>
        <p className={styles.heroText}>{t.heroText}</p>
        <p className={styles.heroNote}>{t.heroNote}</p>
        <div className={styles.actions}>
          <FreeLessonButton testId="hero-free-lesson" />
          <ButtonLink to="/test/questions" variant="secondary">
            {t.takeLevelTest}
          </ButtonLink>
        </div>
      </section>

      <aside className={styles.promo} aria-labelledby="promo-title">
        <p id="promo-title" className={styles.promoTitle}>
          {t.promoTitle}
        </p>
        <p>{t.promoText}</p>
      </aside>

      <LandingSection id="offers" title={t.offersTitle}>
        <ul className={styles.cards}>
          {t.offers.map((offer) => (
            <li key={offer.id} className={`sc-panel ${styles.offer}`}>
              <h3 className={styles.cardTitle}>{offer.title}</h3>
              <p>{offer.text}</p>
              {offer.id === 'kids' && <Link to="/kids">{t.kidsLink}</Link>}
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection id="prices" title={t.pricesTitle} intro={t.pricesIntro} tone="soft">
        <Prices />
      </LandingSection>

      <LandingSection id="steps" title={t.stepsTitle}>
        <ol className={styles.steps}>
          {t.steps.map((step) => (
            <li key={step.title}>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection id="teachers" title={t.teachersTitle} tone="soft">
        <TeacherCards teachers={t.teachers} />
      </LandingSection>

      <LandingSection id="reviews" title={t.reviewsTitle}>
        <ul className={styles.cards}>
          {t.reviews.map((review) => (
            <li key={review.name} className={`sc-panel ${styles.review}`}>
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <p className={styles.reviewer}>
                <strong>{review.name}</strong>, {review.about}
              </p>
            </li>
          ))}
        </ul>
      </LandingSection>

      {visitor && (
        <LandingSection id="signup" title={t.ctaTitle} intro={t.ctaText} tone="soft">
          <div className={`sc-panel ${styles.formPanel}`}>
            <LeadForm source="home" headingLevel={3} />
          </div>
        </LandingSection>
      )}
    </div>
  );
}
