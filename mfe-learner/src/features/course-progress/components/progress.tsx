import { useCurrentUser } from '@school/shared/api';
import { RemoteComponent } from '@school/shared/app-shell';
import { formatDate } from '@school/shared/domain';
import { ButtonLink, ErrorScreen } from '@school/shared/ui';
import { commonTexts } from '@school/shared/texts';
import { texts } from '../../../texts';
import { endedAccess, isAccessOver, startState, type CourseAccess } from '../model/access';
import styles from './course-progress.module.css';

/** A progress bar 0…1 with its label for screen readers. */
export function ProgressBar({ share, label }: { share: number; label: string }) {
  const percent = Math.round(share * 1000) / 10;
  return (
    <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <div className={styles.fill} style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}

/**
 * 'У вас нет доступа к этому курсу' (spec §8) and the course's price card(s), bought in place (the commerce
 * remote's CourseOffer); a learner whose access has ended reads when it ended and may buy it again.
 */
export function NoCourseAccess({ courseId, text }: { courseId: string; text: string }) {
  const user = useCurrentUser();
  const ended = endedAccess(user, courseId);
  return (
    <section className="sc-panel sc-state" aria-labelledby="course-no-access-title" data-testid="course-no-access">
      <h1 id="course-no-access-title" className="sc-state__title">
        {commonTexts.courseNoAccess}
      </h1>
      <p className="sc-state__text">{ended ? texts.courses.accessEndedBuyAgain(formatDate(ended)) : text}</p>
      <RemoteComponent id="mfe_commerce/CourseOffer" props={{ courseId }} />
      <div className="sc-state__actions">
        <ButtonLink to="/lms/dashboard" variant="secondary">
          {commonTexts.backHome}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Start date and platform access of a bought course; for teachers, that they look through it. */
export function CourseFacts({ access, accessMonths, now }: { access: CourseAccess; accessMonths: number; now: Date }) {
  if (access.kind === 'none') return null;
  if (access.kind === 'teacher') return <p className={styles.muted}>{texts.courses.access(accessMonths)}</p>;
  const start = formatDate(access.purchasedAt);
  return (
    <ul className={styles.facts} data-testid="course-facts">
      <li>{startState(access.purchasedAt, now) === 'started' ? texts.courses.started(start) : texts.courses.starts(start)}</li>
      <li>{texts.courses.access(accessMonths)}</li>
      {access.accessEnd && (
        <li className={isAccessOver(access.accessEnd, now) ? styles.ended : undefined}>
          {isAccessOver(access.accessEnd, now)
            ? texts.courses.accessEnded(formatDate(access.accessEnd))
            : texts.courses.accessUntil(formatDate(access.accessEnd))}
        </li>
      )}
    </ul>
  );
}

export function CourseLoadError({ onRetry }: { onRetry: () => void }) {
  return <ErrorScreen message={texts.itCourse.loadError} onRetry={onRetry} />;
}
