import { useSession } from '@school/shared/api';
import { formatRubles } from '@school/shared/domain';
import { showFreeLessonButton } from '@school/shared/permissions';
import { ButtonLink } from '@school/shared/ui';
import { LeadForm } from '../../intro-lesson';
import { LandingCard, LandingCards, LandingHero, LandingPage, LandingSection, ReviewCard, SignupSection, TeacherCards, usePublicPlans } from '../../landing';
import { texts } from '../../../texts';
import { kidsLandingTexts } from '../texts';
import { KIDS_INTRO_PLAN_ID, KIDS_PLAN_IDS, kidsPriceFormats } from '../model/kids-prices';
import styles from './kids-landing.module.css';

const t = kidsLandingTexts;

/**
 * /kids: English for children of 5–10: what is taught, how learning works, methodology, teachers,
 * parents' reviews, prices and formats, FAQ and the introductory-lesson signup (booked on 40m_kids).
 */
export function KidsLandingPage() {
  const session = useSession();
  const plans = usePublicPlans(KIDS_PLAN_IDS);
  const visitor = !session.isPending && showFreeLessonButton(Boolean(session.data));
  return (
    <LandingPage testId="kids-landing">
      <LandingHero id="kids-title" title={t.title} text={t.heroText} className={styles.hero}>
        {visitor ? (
          <a href="#kids-signup" className="sc-button sc-button--primary">
            {texts.freeLesson}
          </a>
        ) : (
          !session.isPending && <ButtonLink to="/lms/dashboard">{texts.frontDoor.toDashboard}</ButtonLink>
        )}
      </LandingHero>

      <dl className={styles.facts}>
        {t.facts.map((fact) => (
          <div key={fact.value}>
            <dt>{fact.value}</dt>
            <dd>{fact.text}</dd>
          </div>
        ))}
      </dl>

      <LandingSection id="kids-taught" title={t.taughtTitle}>
        <LandingCards>
          {t.taught.map((item) => (
            <LandingCard key={item.title} title={item.title}>
              <p>{item.text}</p>
            </LandingCard>
          ))}
        </LandingCards>
      </LandingSection>

      <LandingSection id="kids-how" title={t.howTitle} tone="soft">
        <ol className={styles.how}>
          {t.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection id="kids-method" title={t.methodTitle}>
        <div className={styles.method}>
          {t.method.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </LandingSection>

      <LandingSection id="kids-teachers" title={t.teachersTitle} tone="soft">
        <TeacherCards teachers={t.teachers} />
      </LandingSection>

      <LandingSection id="kids-reviews" title={t.reviewsTitle}>
        <LandingCards>
          {t.reviews.map((review) => (
            <ReviewCard key={review.name} name={review.name} about={review.kid}>
              {review.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </ReviewCard>
          ))}
        </LandingCards>
      </LandingSection>

      <LandingSection id="kids-prices" title={t.pricesTitle} intro={t.pricesNote} tone="soft">
        <LandingCards>
          {kidsPriceFormats(plans.data).map((format) => (
            <LandingCard
              key={format.subscriptionPlanId}
              title={t.priceAges(format.duration)}
              className={styles.price}
              data-testid="kids-price"
              data-plan={format.subscriptionPlanId}
              data-per-lesson={format.price}
            >
              <p className={styles.muted}>{t.duration(format.duration)}</p>
              <p className={styles.priceValue}>{t.perLesson(formatRubles(format.price))}</p>
              <ul className={styles.advantages}>
                {(t.advantages[format.duration] ?? []).map((advantage) => (
                  <li key={advantage}>{advantage}</li>
                ))}
              </ul>
            </LandingCard>
          ))}
        </LandingCards>
      </LandingSection>

      <LandingSection id="kids-faq" title={t.faqTitle}>
        <div className={styles.faq}>
          {t.faq.map((item) => (
            <details key={item.q} className="sc-panel sc-panel--compact">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </LandingSection>

      {visitor && (
        <SignupSection id="kids-signup" title={t.formTitle} intro={t.formText}>
          <LeadForm source="kids" ageGroup="kids-8-10" planId={KIDS_INTRO_PLAN_ID} headingLevel={3} />
        </SignupSection>
      )}
    </LandingPage>
  );
}
