import { Link } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import type { DashboardPlacement } from '@school/shared/domain';
import { usePlacement } from '../../analytics';
import { dashboardTexts } from '../texts';
import { useStudentTransactions } from '../api/dashboard-queries';
import { dashboardBanners, type DashboardBanner } from '../model/banners';
import styles from './dashboard.module.css';

const placementOf: Record<DashboardBanner, DashboardPlacement> = {
  'january-sale': 'banner-january-sale',
  'free-lesson': 'banner-free-lesson',
  'promo-code': 'banner-promo-code',
};

function Banner({ id, title, text, link, to }: { id: DashboardBanner; title: string; text: string; link: string; to: string }) {
  const [placementRef, trackPlacementClick] = usePlacement(placementOf[id]);
  return (
    <li ref={placementRef} className={`sc-panel ${styles.notice} ${styles.banner}`} data-testid="dashboard-banner" data-banner={id}>
      <div className={styles.noticeBody}>
        <h2 className={styles.noticeTitle}>{title}</h2>
        <p className={styles.muted}>{text}</p>
        <Link to={to} onClick={trackPlacementClick}>
          {link}
        </Link>
      </div>
    </li>
  );
}

/** The January sale, the free-lesson and the promo-code banners, when their rules apply. */
export function DashboardBanners() {
  const user = useCurrentUser();
  const transactions = useStudentTransactions();
  if (!transactions.data) return null;
  const banners = dashboardBanners(user, transactions.data);
  if (banners.length === 0) return null;
  const words = dashboardTexts.banners;
  return (
    <ul className={styles.notices}>
      {banners.map((id) => {
        if (id === 'january-sale') return <Banner key={id} id={id} {...words.januarySale} to="/lms/pay" />;
        if (id === 'free-lesson') return <Banner key={id} id={id} {...words.freeLesson} to="/lms/teacher-search" />;
        return (
          <Banner
            key={id}
            id={id}
            title={words.promoCode.title(user.signupData.promocode ?? '')}
            text={words.promoCode.text}
            link={words.promoCode.link}
            to="/lms/pay"
          />
        );
      })}
    </ul>
  );
}
