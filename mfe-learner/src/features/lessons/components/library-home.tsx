import { Link, Navigate } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { NotFoundPage } from '@school/shared/app-shell';
import { ButtonLink, ErrorScreen, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { lessonPath, textPath, useLessonIdParam, useLessonLookup, useLevel } from '../../catalogue';
import { firstText } from '../model/library';
import styles from './lessons.module.css';
import { MainCourseCard } from '../../courses';

/** /lms/lessons?lessonId=B1-12 (old links): the lesson, a loader while looking, the not-found page. */
function LessonIdRedirect({ lessonId, base }: { lessonId: string; base: string }) {
  const lookup = useLessonLookup(lessonId);
  if (lookup.failed) return <ErrorScreen message={texts.catalogue.loadFailed} onRetry={lookup.retry} />;
  if (lookup.status === 'loading') return <Loader label={texts.lesson.loading} />;
  if (lookup.status === 'not-found') return <NotFoundPage />;
  return <Navigate replace to={lessonPath(base, lookup.lesson.id)} />;
}

/** /lms/lessons: what the library holds, with the first lesson and the first text to start from. */
export function LibraryHome({ base }: { base: string }) {
  const lessonId = useLessonIdParam();
  const user = useCurrentUser();
  const a1 = useLevel('A1');
  if (lessonId !== null) return <LessonIdRedirect lessonId={lessonId} base={base} />;
  const first = a1.data?.lessons[0];
  const text = firstText(a1.data, user);
  return (
    <section className={`sc-panel ${styles.home}`} data-testid="library-home">
      <h1 className="sc-page-title">{texts.library.title}</h1>
      <p className={styles.description}>{texts.library.intro}</p>
      {!user.isTeacher && <MainCourseCard />}
      <div className="sc-state__actions" style={{ justifyContent: 'flex-start' }}>
        {first && <ButtonLink to={lessonPath(base, first.id)}>{texts.library.firstLesson}</ButtonLink>}
        {text && (
          <ButtonLink to={textPath(text.id)} variant="secondary">
            {texts.library.openText}
          </ButtonLink>
        )}
      </div>
      {first && (
        <p className={styles.muted}>
          <Link to={lessonPath(base, first.id)}>
            {first.id}: {first.title}
          </Link>
        </p>
      )}
    </section>
  );
}
