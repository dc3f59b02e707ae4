import { useCurrentUser } from '@school/shared/api';
import { canBuyLessons, canSeeOwnLessons } from '@school/shared/permissions';
import { media, useMediaQuery } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useStudentTransactions } from '../api/dashboard-queries';
import { DashboardBanners } from './banners';
import { CoursesCarousel } from './courses-carousel';
import styles from './dashboard.module.css';
import { GreetingBanner } from './greeting-banner';
import { LessonsLeftCard } from './lessons-left-card';
import { DailyReviewCard, FreeLessonCard, LevelTestCard, ReferralCard, TeacherSearchCard } from './link-cards';
import { AppStoreLinks, ParentsVideos, Reviews, SampleLessonVideo } from './media-blocks';
import { DashboardNotifications } from './notifications';
import { RegistrationOfferCard } from './offer-card';
import { SupportChat } from './support-chat';
import { TariffBlock } from './tariff-block';
import { MyLessonsBlock } from '../../my-lessons';
import { dashboardVariantOf } from '../model/dashboard-variant';

/**
 * The learner's dashboard in its variant (default adult, kids or teens, by the plan): the learner's own
 * lessons (next lesson, homework, lessons left), then the greeting with
 * the cashback promo, notifications, banners, 'Мои курсы', the registration offer, tariffs, the
 * sample lesson, reviews; on the side the paid lessons, the free lesson, the level test, teacher
 * search, the referral and support. The kids variant adds the app links and the parents' videos.
 */
export function LearnerDashboard() {
  const user = useCurrentUser();
  const variant = dashboardVariantOf(user.subscriptionPlanId);
  const transactions = useStudentTransactions();
  const mobile = useMediaQuery(media.mobile);
  const buyable = canBuyLessons(user);
  const neverBought = transactions.data?.length === 0;
  const kids = variant === 'kids';

  const courses = <CoursesCarousel key="courses" variant={variant} />;
  const offer = <RegistrationOfferCard key="offer" />;
  const tariffs = <TariffBlock key="tariffs" buyable={buyable} />;
  const video = <SampleLessonVideo key="video" variant={variant} />;
  const parents = kids && <ParentsVideos key="parents" />;
  const reviews = <Reviews key="reviews" variant={variant} />;
  const lessonsLeft = <LessonsLeftCard key="lessons-left" />;
  const dailyReview = <DailyReviewCard key="daily-review" />;
  const freeLesson = neverBought && <FreeLessonCard key="free-lesson" />;
  const levelTest = !kids && <LevelTestCard key="level-test" />;
  const teacherSearch = <TeacherSearchCard key="teacher-search" />;
  const referral = <ReferralCard key="referral" />;
  const apps = kids && <AppStoreLinks key="apps" />;
  const support = <SupportChat key="support" />;

  return (
    <div className={styles.dashboard} data-testid="learner-dashboard" data-variant={variant}>
      {/* The learner's own lessons come first; the promotional blocks stay below. */}
      {canSeeOwnLessons(user) && <MyLessonsBlock />}
      <GreetingBanner variant={variant} />
      <DashboardNotifications />
      <DashboardBanners />
      {mobile ? (
        // One column on phones and tablets: what the learner needs most comes first.
        <div className={styles.column}>
          {[lessonsLeft, dailyReview, courses, freeLesson, offer, tariffs, levelTest, teacherSearch, referral, apps, video, parents, reviews, support]}
        </div>
      ) : (
        <div className={styles.grid}>
          <div className={styles.column}>{[courses, offer, tariffs, video, parents, reviews]}</div>
          <aside className={styles.column} aria-label={texts.dashboard.sideLabel}>
            {[lessonsLeft, dailyReview, freeLesson, levelTest, teacherSearch, referral, apps, support]}
          </aside>
        </div>
      )}
    </div>
  );
}
