import { Link } from 'react-router-dom';
import { formatDate } from '@school/shared/domain';
import { HintBubble } from '@school/shared/ui';
import { dashboardTexts } from '../texts';
import { useCourseResults } from '../api/dashboard-queries';
import { cardProgress, progressText, startWord, type CourseCard as CourseCardModel } from '../model/course-cards';
import styles from './dashboard.module.css';

function CourseProgress({ courseId }: { courseId: string }) {
  const results = useCourseResults(courseId);
  if (!results.data) return null;
  const progress = cardProgress(courseId, results.data);
  if (progress === null) return null;
  return (
    <div className={styles.progress} data-testid="course-progress">
      <progress className={styles.progressBar} value={Math.min(progress, 1)} max={1} aria-label={dashboardTexts.courses.progressLabel} />
      <span>{progressText(progress)}</span>
    </div>
  );
}

/** One course of 'Мои курсы'; the whole card opens the course. */
export function CourseCard({ card, hint, onOpen }: { card: CourseCardModel; hint: boolean; onOpen: () => void }) {
  const name = dashboardTexts.courses.names[card.id];
  return (
    <article className={styles.courseCard} data-testid="course-card" data-course={card.id} data-state={card.state}>
      {hint && (
        <span className={styles.pulsarWrap} data-testid="course-hint">
          <HintBubble title={dashboardTexts.courses.hintTitle} text={dashboardTexts.courses.hintText} label={dashboardTexts.courses.hintAnchor}>
            <span className={styles.pulsar} />
          </HintBubble>
        </span>
      )}
      <h3 className={styles.courseTitle}>
        <Link to={card.path} className={styles.courseLink} onClick={onOpen}>
          {name}
        </Link>
      </h3>
      <p className={styles.courseText}>{dashboardTexts.courses.descriptions[card.id]}</p>
      {card.state === 'for-sale' && <p className={styles.start}>{dashboardTexts.courses.forSale}</p>}
      {card.state === 'ended' && <p className={styles.start}>{dashboardTexts.courses.ended}</p>}
      {card.counted && <CourseProgress courseId={card.id} />}
      {card.startDate && (
        <p className={styles.start}>
          {startWord(card.startDate, new Date())} {formatDate(card.startDate)}
        </p>
      )}
    </article>
  );
}
