import { useLocation } from 'react-router-dom';
import { useSession } from '@school/shared/api';
import { ButtonLink, Loader } from '@school/shared/ui';
import { showFreeLessonButton } from '@school/shared/permissions';
import { texts } from '../../../texts';
import { notFoundHomeTarget } from '../model/not-found';

/**
 * The page does not exist. Visitors are offered the free lesson; 'Вернуться на главную' leads to
 * the dashboard from /lms pages, else to /, blue when signed in and grey otherwise.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const session = useSession();
  if (session.isPending) return <Loader />;
  const signedIn = Boolean(session.data);
  return (
    <section className="sc-panel sc-state" data-testid="not-found">
      <h1 className="sc-state__title">{texts.notFoundTitle}</h1>
      <p className="sc-state__text">{texts.notFoundText}</p>
      <div className="sc-state__actions">
        {showFreeLessonButton(signedIn) && <ButtonLink to="/introductory-lesson">{texts.freeLesson}</ButtonLink>}
        <ButtonLink to={notFoundHomeTarget(pathname)} variant={signedIn ? 'primary' : 'grey'} data-testid="not-found-home">
          {texts.backHome}
        </ButtonLink>
      </div>
    </section>
  );
}
