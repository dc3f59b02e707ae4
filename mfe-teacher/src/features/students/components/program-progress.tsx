import { Link } from 'react-router-dom';
import { programByNumericId, programLessonCodes, programProgress } from '@school/shared/domain';
import type { Student } from '@school/shared/schemas';
import { Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useProgramProgress } from '../api/student-queries';
import { studentPath } from '../model/student-tabs';
import styles from './student-page.module.css';

export function ProgressBar({ share, label }: { share: number; label: string }) {
  const percent = Math.round(share * 100);
  return (
    <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <div className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The student's program and how much of it they went through; the full lesson list on the Program tab. */
export function ProgramProgressCard({ student, compact = false }: { student: Student; compact?: boolean }) {
  const program = programByNumericId(student.programId);
  const { data, isPending } = useProgramProgress(student.id);
  const summary = programProgress(student.programId, data?.lessonCodes ?? []);
  const done = new Set(summary.done);

  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="program-title" data-testid="program-progress">
      <h2 id="program-title" className="sc-panel__title">
        {texts.program.title}
        {program && `: ${program.id} — ${program.name}`}
      </h2>
      {!program && <p className={styles.muted}>{texts.program.none}</p>}
      {program && summary.total === 0 && <p className={styles.muted}>{texts.program.legacy}</p>}
      {program && summary.total > 0 && (
        <>
          {isPending ? (
            <Loader inline />
          ) : (
            <>
              <p>{texts.program.progress(summary.done.length, summary.total)}</p>
              <ProgressBar share={summary.share} label={texts.program.progressLabel} />
            </>
          )}
          {compact ? (
            <p style={{ marginBottom: 0 }}>
              <Link to={studentPath(student.id, 'program')}>{texts.program.lessonsTitle}</Link>
            </p>
          ) : (
            <>
              <h3 style={{ fontSize: 16, margin: '20px 0 10px' }}>{texts.program.lessonsTitle}</h3>
              <ul className={styles.lessonGrid}>
                {programLessonCodes(student.programId).map((code) => (
                  <li key={code} className={`${styles.lesson} ${done.has(code) ? styles.lessonDone : ''}`}>
                    <Link to={`/lms/lessons/${code}`} aria-label={`${code}: ${done.has(code) ? texts.program.lessonDone : texts.program.lessonTodo}`}>
                      {code}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className={styles.muted} style={{ marginBottom: 0 }}>
                {texts.program.hint}
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
