import { Link } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { formatZonedDateTime, lessonWhen } from '@school/shared/domain';
import { GroupReports } from '../../reports';
import { texts } from '../../../texts';
import styles from './student-page.module.css';

const t = texts.myGroups;

/** The student's own next lesson (their single lessons and their groups'), read only, on their own page. */
export function OwnNextLesson() {
  const { data } = useProcedureQuery('lessons.getMine', {}, { staleTime: 30_000 });
  if (!data) return null;
  const lesson = data.nextLesson;
  return (
    <div className="sc-panel sc-panel--compact" data-testid="own-next-lesson">
      <h2 className={styles.ownTitle}>{t.nextTitle}</h2>
      {lesson ? (
        <p className={styles.ownText}>
          <strong>{lessonWhen(new Date(lesson.date), new Date())}</strong> · {formatZonedDateTime(new Date(lesson.date))} ·{' '}
          {t.with(`${lesson.teacher.firstName} ${lesson.teacher.lastName}`)}
          {lesson.group && (
            <>
              {' · '}
              <Link to={`/lms/student-groups/${lesson.group.id}`}>{lesson.group.name}</Link>
            </>
          )}
        </p>
      ) : (
        <p className={styles.ownText}>{t.nextNone}</p>
      )}
    </div>
  );
}

/** The reports of the student's groups, under their own, on the student's own page. */
export function OwnGroupReports({ studentId }: { studentId: number }) {
  const { data: groups = [] } = useProcedureQuery('lessons.getStudentGroups', { studentId }, { staleTime: 60_000 });
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className={styles.ownGroup} aria-labelledby={`own-group-${group.id}`} data-testid="own-group-reports">
          <h2 id={`own-group-${group.id}`} className={styles.ownTitle}>
            <Link to={`/lms/student-groups/${group.id}`}>{t.title(group.name)}</Link>
          </h2>
          <GroupReports studentGroupId={group.id} />
        </section>
      ))}
    </>
  );
}
