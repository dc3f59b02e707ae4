import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { trackClick, useCurrentUser } from '@school/shared/api';
import { canBuyLessons } from '@school/shared/permissions';
import { media, useMediaQuery } from '@school/shared/ui';
import { usePlacement } from '../../analytics';
import { dashboardTexts } from '../texts';
import { useDecrementNotification } from '../api/dashboard-queries';
import { CAROUSEL_LOCK_MS, canMove, moveIndex, showsArrows, visibleSlideCount } from '../model/carousel';
import { courseCards } from '../model/course-cards';
import { onboardingLessonNotification } from '../model/notifications';
import { CourseCard } from './course-card';
import styles from './dashboard.module.css';
import type { DashboardVariant } from '../model/dashboard-variant';

/**
 * 'Мои курсы': the main English course, then the learner's courses, then the courses they may buy. Arrows (and the left and right
 * keys inside the carousel) move one slide and are locked for 500 ms after each move; slides out of
 * sight are inert, so Tab only reaches what is visible.
 */
export function CoursesCarousel({ variant }: { variant: DashboardVariant }) {
  const user = useCurrentUser();
  const cards = courseCards(user, { variant, canBuy: canBuyLessons(user) });
  const mobile = useMediaQuery(media.mobile);
  const narrow = useMediaQuery(media.narrow);
  const visible = visibleSlideCount({ mobile, narrow });
  const [index, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const unlock = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [placementRef, trackPlacementClick] = usePlacement('courses');
  const decrement = useDecrementNotification();
  const hintNotification = onboardingLessonNotification(user.notifications);

  useEffect(() => () => clearTimeout(unlock.current), []);

  const arrows = showsArrows(cards.length, visible);
  const start = moveIndex(index, 0, cards.length, visible);

  const move = (delta: number) => {
    if (locked || !canMove(start, delta, cards.length, visible)) return;
    setIndex(moveIndex(start, delta, cards.length, visible));
    setLocked(true);
    clearTimeout(unlock.current);
    unlock.current = setTimeout(() => setLocked(false), CAROUSEL_LOCK_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!arrows) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  const open = (courseId: string, first: boolean) => {
    trackPlacementClick();
    trackClick(`course-card.${courseId}`);
    if (first && hintNotification) decrement.mutate({ notificationId: hintNotification.id });
  };

  const backDisabled = locked || !canMove(start, -1, cards.length, visible);
  const forwardDisabled = locked || !canMove(start, 1, cards.length, visible);

  return (
    <section
      ref={placementRef}
      id="my-courses"
      className="sc-panel"
      aria-roledescription="карусель"
      aria-labelledby="my-courses-title"
      data-testid="courses-carousel"
      onKeyDown={onKeyDown}
    >
      <div className={styles.carouselHead}>
        <h2 id="my-courses-title" className={styles.title}>
          {dashboardTexts.courses.title}
        </h2>
        {arrows && (
          <div className={styles.arrows}>
            <button
              type="button"
              className={`sc-button sc-button--secondary ${styles.arrow}`}
              aria-label={dashboardTexts.courses.previous}
              aria-disabled={backDisabled || undefined}
              onClick={() => move(-1)}
            >
              <span aria-hidden>‹</span>
            </button>
            <button
              type="button"
              className={`sc-button sc-button--secondary ${styles.arrow}`}
              aria-label={dashboardTexts.courses.next}
              aria-disabled={forwardDisabled || undefined}
              onClick={() => move(1)}
            >
              <span aria-hidden>›</span>
            </button>
          </div>
        )}
      </div>
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ '--index': start, '--visible': visible } as CSSProperties} aria-live="polite">
          {cards.map((card, i) => {
            const inSight = i >= start && i < start + visible;
            return (
              <li
                key={card.id}
                className={styles.slide}
                aria-roledescription="слайд"
                aria-label={dashboardTexts.courses.slideLabel(i + 1, cards.length)}
                inert={!inSight}
                data-testid="course-slide"
                data-in-sight={inSight}
              >
                <CourseCard card={card} hint={i === 0 && hintNotification !== null} onOpen={() => open(card.id, i === 0)} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
