import { useCurrentUser } from '@school/shared/api';
import { dashboardVariantOf } from '@school/shared/domain';
import { canBuyLessons } from '@school/shared/permissions';
import { texts } from '../../../texts';
import { useStudentTransactions } from '../api/dashboard-queries';
import { DashboardBanners } from './banners';
import { CoursesCarousel } from './courses-carousel';
import styles from './dashboard.module.css';
import { GreetingBanner } from './greeting-banner';
import { LessonsLeftCard } from './lessons-left-card';
import { FreeLessonCard, LevelTestCard, ReferralCard, TeacherSearchCard } from './link-cards';
import { AppStoreLinks, ParentsVideos, Reviews, SampleLessonVideo } from './media-blocks';
import { DashboardNotifications } from './notifications';
import { RegistrationOfferCard } from './offer-card';
import { SupportChat } from './support-chat';
import { TariffBlock } from './tariff-block';

/**
 * The learner's dashboard in its variant (default adult, kids or teens, by the plan): greeting with
 * the cashback promo, notifications, banners, 'Мои курсы', the registration offer, tariffs, the
 * sample lesson, reviews; on the side the paid lessons, the free lesson, the level test, teacher
 * search, the referral and support. The kids variant adds the app links and the parents' videos.
 */
export function LearnerDashboard() {
  const user = useCurrentUser();
  const variant = dashboardVariantOf(user.subscriptionPlanId);
  const transactions = useStudentTransactions();
  const buyable = canBuyLessons(user);
  const neverBought = transactions.data?.length === 0;
  return (
    <div className={styles.dashboard} data-testid="learner-dashboard" data-variant={variant}>
      <GreetingBanner variant={variant} />
      <DashboardNotifications />
      <DashboardBanners />
      <div className={styles.grid}>
        <div className={styles.column}>
          <CoursesCarousel />
          <RegistrationOfferCard />
          <TariffBlock buyable={buyable} />
          <SampleLessonVideo variant={variant} />
          {variant === 'kids' && <ParentsVideos />}
          <Reviews variant={variant} />
        </div>
        <aside className={styles.column} aria-label={texts.dashboard.sideLabel}>
          <LessonsLeftCard />
          {neverBought && <FreeLessonCard />}
          {variant !== 'kids' && <LevelTestCard />}
          <TeacherSearchCard />
          <ReferralCard />
          {variant === 'kids' && <AppStoreLinks />}
          <SupportChat />
        </aside>
      </div>
    </div>
  );
}
