import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@school/shared/api';
import { currentReferralCode } from '@school/shared/domain';
import { canInviteFriends, canSendTeacherSearchRequest } from '@school/shared/permissions';
import type { CurrentUser } from '@school/shared/schemas';
import { ButtonLink, Loader } from '@school/shared/ui';
import { AcceptInvitation } from '../../referral';
import { texts } from '../../../texts';
import { introLessonTexts } from '../texts';
import { LeadForm } from './lead-form';
import styles from './intro-lesson.module.css';

const t = introLessonTexts;

/** A signed-in user: the free lesson is for newcomers; a pending invitation can be accepted here. */
function SignedIn({ user }: { user: CurrentUser }) {
  const { search } = useLocation();
  const [code] = useState(() => currentReferralCode(search));
  if (code && canInviteFriends(user)) return <AcceptInvitation code={code} />;
  return (
    <section className={`sc-panel ${styles.signedIn}`} aria-labelledby="intro-signed-in">
      <h2 id="intro-signed-in" className="sc-panel__title">
        {t.signedInTitle}
      </h2>
      <p>{t.signedInText}</p>
      {canSendTeacherSearchRequest(user) ? (
        <ButtonLink to="/lms/teacher-search">{t.toTeacherSearch}</ButtonLink>
      ) : (
        <ButtonLink to="/lms/dashboard">{texts.frontDoor.toDashboard}</ButtonLink>
      )}
    </section>
  );
}

/** /introductory-lesson: what the free lesson is and the signup form (visitors); signed-in users are sent on. */
export function IntroLessonPage() {
  const session = useSession();
  return (
    <div className={styles.page} data-testid="intro-lesson-page">
      <div>
        <h1 className="sc-page-title">{t.title}</h1>
        <p className={styles.lead}>{t.text}</p>
        <ul className={styles.points}>
          {t.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div>
        {session.isPending ? (
          <Loader />
        ) : session.data ? (
          <SignedIn user={session.data} />
        ) : (
          <div className="sc-panel">
            <h2 className="sc-panel__title">{t.form.title}</h2>
            <LeadForm source="intro-lesson" />
            <p className={styles.signup}>
              {t.signupBefore}{' '}
              <Link to={`/signup?from=${encodeURIComponent('/introductory-lesson')}`} data-testid="intro-signup">
                {t.signupLink}
              </Link>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
