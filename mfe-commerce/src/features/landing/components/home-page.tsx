import { Link } from 'react-router-dom';
import { useSession } from '@school/shared/api';
import { showFreeLessonButton } from '@school/shared/permissions';
import { ButtonLink } from '@school/shared/ui';
import { LeadForm } from '../../intro-lesson';
import { texts } from '../../../texts';
import { landingPageTexts } from '../texts';
import {
  FreeLessonButton,
  LandingCard,
  LandingCards,
  LandingHero,
  LandingPage,
  LandingSection,
  ReviewCard,
  SignupSection,
  TeacherCards,
} from './landing-parts';
import { Prices } from './prices';
import styles from './landing.module.css';

const t = landingPageTexts;

/** /: what the school offers, formats and prices from the real plans, teachers, reviews, the 13 % cashback and the free lesson. */
export function HomePage() {
  const session = useSession();
  const visitor = !session.isPending && showFreeLessonButton(Boolean(session.data));
  return (
    <LandingPage testId="home-page">
      <LandingHero id="home-title" title={t.heroTitle} text={t.heroText} note={t.heroNote}>
        <div className={styles.actions}>
          <FreeLessonButton testId="hero-free-lesson" />
          <ButtonLink to="/test/questions" variant="secondary">
            {texts.frontDoor.takeLevelTest}
          </ButtonLink>
        </div>
      </LandingHero>

      <aside className={styles.promo} aria-labelledby="promo-title">
        <p id="promo-title" className={styles.promoTitle}>
          {t.promoTitle}
        </p>
        <p>{t.promoText}</p>
      </aside>

      <LandingSection id="offers" title={t.offersTitle}>
        <LandingCards>
          {t.offers.map((offer) => (
            <LandingCard key={offer.id} title={offer.title} className={styles.offer}>
              <p>{offer.text}</p>
              {offer.id === 'kids' && <Link to="/kids">{t.kidsLink}</Link>}
            </LandingCard>
          ))}
        </LandingCards>
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
        <LandingCards>
          {t.reviews.map((review) => (
            <ReviewCard key={review.name} name={review.name} about={review.about} className={styles.review}>
              <p>{review.text}</p>
            </ReviewCard>
          ))}
        </LandingCards>
      </LandingSection>

      {visitor && (
        <SignupSection id="signup" title={t.ctaTitle} intro={t.ctaText}>
          <LeadForm source="home" headingLevel={3} />
        </SignupSection>
      )}
    </LandingPage>
  );
}
