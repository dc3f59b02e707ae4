import { useCurrentUser } from '@school/shared/api';
import { canBuyLessons } from '@school/shared/permissions';
import { ButtonLink } from '@school/shared/ui';
import { usePlacement } from '../../analytics';
import { texts } from '../../../texts';
import styles from './dashboard.module.css';
import type { DashboardVariant } from '../model/dashboard-variant';

/** The greeting with the 13 % the school offers (the tax deduction for paid education), the way to the certificate and the Buy link. */
export function GreetingBanner({ variant }: { variant: DashboardVariant }) {
  const user = useCurrentUser();
  const [placementRef, trackPlacementClick] = usePlacement('greeting');
  return (
    <section ref={placementRef} className={`sc-panel ${styles.greeting}`} aria-labelledby="dashboard-greeting" data-testid="dashboard-greeting">
      <div>
        <p className={styles.muted}>{texts.dashboard.variantLabel[variant]}</p>
        <h1 id="dashboard-greeting" className={styles.greetingTitle}>
          {texts.dashboard.greeting(user.firstName)}
        </h1>
        <p className={styles.muted}>{texts.dashboard.intro[variant]}</p>
      </div>
      <div className={styles.promo}>
        <h2 className={styles.promoTitle}>{texts.dashboard.cashbackTitle}</h2>
        <p className={styles.text}>{texts.dashboard.cashbackText}</p>
        {canBuyLessons(user) && (
          <div className={styles.actions}>
            <ButtonLink to="/lms/pay" onClick={trackPlacementClick}>
              {texts.dashboard.buy}
            </ButtonLink>
            <ButtonLink to="/lms/payments" variant="secondary">
              {texts.dashboard.cashbackLink}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
