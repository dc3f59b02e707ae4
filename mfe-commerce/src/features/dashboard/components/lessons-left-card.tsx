import { useCurrentUser } from '@school/shared/api';
import { Badge, ButtonLink } from '@school/shared/ui';
import { usePlacement } from '../../analytics';
import { texts } from '../../../texts';
import { lessonsLeftCard } from '../model/lessons-left';
import styles from './dashboard.module.css';

/** Paid lessons left per format (self-paying learners who are not apprentices). */
export function LessonsLeftCard() {
  const user = useCurrentUser();
  const card = lessonsLeftCard(user);
  const [placementRef, trackPlacementClick] = usePlacement('lessons-left');
  if (!card) return null;
  return (
    <section ref={placementRef} className="sc-panel sc-panel--compact" aria-labelledby="lessons-left-title" data-testid="lessons-left-card">
      <div className={styles.titleRow}>
        <h2 id="lessons-left-title" className={styles.title}>
          {texts.dashboard.lessonsLeftTitle}
        </h2>
        {card.hasDebt && (
          <Badge tone="red" testId="lessons-debt-badge">
            {texts.dashboard.lessonsLeftDebt}
          </Badge>
        )}
      </div>
      {card.noPaidLessons ? (
        <p className={styles.text}>{texts.dashboard.lessonsLeftNone}</p>
      ) : (
        <ul className={styles.lessons}>
          {card.items.map((item) => (
            <li key={item.id} className={styles.lessonRow}>
              <span>{texts.dashboard.lessonsLeftItem(item.name)}</span>
              <strong className={item.negative ? styles.negative : undefined}>{texts.dashboard.lessonsLeftCount(item.reportsLeft)}</strong>
            </li>
          ))}
        </ul>
      )}
      {card.hasDebt && <p className={styles.muted}>{texts.dashboard.lessonsLeftDebtHint}</p>}
      {card.showBuy && (
        <div className={styles.actions}>
          <ButtonLink to="/lms/pay" onClick={trackPlacementClick}>
            {texts.dashboard.lessonsLeftBuy}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
