import { useCurrentUser } from '@school/shared/api';
import { formatDate, PROGRAMS } from '@school/shared/domain';
import type { Student } from '@school/shared/schemas';
import { landingTexts } from '@school/shared/texts';
import { ButtonLink } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useLevelTestResult } from '../api/level-test-queries';
import styles from './student-page.module.css';

const t = texts.levelTest;

/** The level the student reached on the level test and the program it suggests; the student may take it (again). */
export function LevelTestCard({ student }: { student: Student }) {
  const user = useCurrentUser();
  const { data } = useLevelTestResult(student.id);
  const isSelf = user.id === student.id;
  if (!data) return null;
  const result = data.result;
  const program = result ? PROGRAMS.find((p) => p.id === result.programId) : undefined;
  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="student-level-test-title" data-testid="student-level-test">
      <h2 id="student-level-test-title" className="sc-panel__title">
        {t.title}
      </h2>
      {result ? (
        <>
          <p className={styles.levelTestLevel}>{t.result(landingTexts.levels[result.level])}</p>
          <p>{t.program(result.programId, program?.name ?? result.programId)}</p>
          <p className={styles.muted}>{t.score(result.correct, result.answered, formatDate(result.createdAt))}</p>
        </>
      ) : (
        <p className={styles.muted}>{isSelf ? t.noneSelf : t.none}</p>
      )}
      {isSelf && (
        <ButtonLink to="/test/questions" size="small" variant="secondary">
          {result ? t.again : t.take}
        </ButtonLink>
      )}
    </section>
  );
}
