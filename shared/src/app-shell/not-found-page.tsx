import { useLocation } from 'react-router-dom';
import { useSession } from '../api';
import { showFreeLessonButton } from '../permissions';
import { commonTexts } from '../texts';
import { ButtonLink, Loader } from '../ui';

/** 'Вернуться на главную' on the not-found page: the dashboard from /lms pages, the public home otherwise. */
export function notFoundHomeTarget(pathname: string): string {
  return pathname === '/lms' || pathname.startsWith('/lms/') ? '/lms/dashboard' : '/';
}

/**
 * The page does not exist. Visitors are offered the free lesson; 'Вернуться на главную' leads to
 * the dashboard from /lms pages, else to /, blue when signed in and grey otherwise. The host shows it
 * for unknown paths; a remote shows it for a thing of its own that is missing or closed to the user
 * (a lesson, a material), so both look the same.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const session = useSession();
  if (session.isPending) return <Loader />;
  const signedIn = Boolean(session.data);
  return (
    <section className="sc-panel sc-state" data-testid="not-found">
      <h1 className="sc-state__title">{commonTexts.notFoundTitle}</h1>
      <p className="sc-state__text">{commonTexts.notFoundText}</p>
      <div className="sc-state__actions">
        {showFreeLessonButton(signedIn) && <ButtonLink to="/introductory-lesson">{commonTexts.freeLesson}</ButtonLink>}
        <ButtonLink to={notFoundHomeTarget(pathname)} variant={signedIn ? 'primary' : 'grey'} data-testid="not-found-home">
          {commonTexts.backHome}
        </ButtonLink>
      </div>
    </section>
  );
}
