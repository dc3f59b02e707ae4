import { useQuery } from '@tanstack/react-query';
import { callProcedure, queryKeys, useCurrentUser } from '@school/shared/api';
import { browserTimeZone, type DashboardPlacement } from '@school/shared/domain';
import { canUseReview } from '@school/shared/permissions';
import { reviewProcedures } from '@school/shared/review';
import { ButtonLink } from '@school/shared/ui';
import { usePlacement } from '../../analytics';
import { texts } from '../../../texts';
import styles from './dashboard.module.css';

function LinkCard(props: { placement: DashboardPlacement; title: string; text: string; link: string; to: string; primary?: boolean }) {
  const [placementRef, trackPlacementClick] = usePlacement(props.placement);
  const id = `dashboard-${props.placement}-title`;
  return (
    <section ref={placementRef} className="sc-panel sc-panel--compact" aria-labelledby={id} data-testid={`dashboard-${props.placement}`}>
      <h2 id={id} className={styles.title}>
        {props.title}
      </h2>
      <p className={styles.text}>{props.text}</p>
      <ButtonLink to={props.to} variant={props.primary ? 'primary' : 'secondary'} onClick={trackPlacementClick}>
        {props.link}
      </ButtonLink>
    </section>
  );
}

const t = texts.dashboard;

/** The free introductory lesson, for learners who have not bought anything yet. */
export function FreeLessonCard() {
  return <LinkCard placement="free-lesson" title={t.freeLessonTitle} text={t.freeLessonText} link={t.freeLessonButton} to="/introductory-lesson" primary />;
}

export function LevelTestCard() {
  return <LinkCard placement="level-test" title={t.levelTestTitle} text={t.levelTestText} link={t.levelTestButton} to="/test/questions" />;
}

export function TeacherSearchCard() {
  return <LinkCard placement="teacher-search" title={t.teacherSearchTitle} text={t.teacherSearchText} link={t.teacherSearchLink} to="/lms/teacher-search" />;
}

export function ReferralCard() {
  return <LinkCard placement="referral" title={t.referralTitle} text={t.referralText} link={t.referralLink} to="/lms/referral" />;
}

/** «На сегодня: N карточек» of the daily review, for learners; nothing while it loads or when it fails. */
export function DailyReviewCard() {
  const user = useCurrentUser();
  const learner = canUseReview(user, user.id);
  const input = { studentId: user.id, timeZone: browserTimeZone() };
  const today = useQuery({
    queryKey: queryKeys.procedure('review.getToday', input),
    queryFn: () => callProcedure(reviewProcedures['review.getToday'], input),
    enabled: learner,
    staleTime: 60_000,
  });
  if (!learner || !today.data) return null;
  const n = today.data.today;
  return <LinkCard placement="daily-review" title={t.reviewTitle(n)} text={t.reviewText(n)} link={t.reviewLink(n)} to="/lms/review" primary={n > 0} />;
}
