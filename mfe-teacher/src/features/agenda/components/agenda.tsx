import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatZonedDay, formatZonedTime } from '@school/shared/domain';
import type { AgendaLesson } from '@school/shared/schemas';
import { Badge, Button, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useTeacherAgenda } from '../api/agenda-queries';
import { agendaRange, isUnderWay, splitAgenda } from '../model/agenda';
import styles from './agenda.module.css';

const t = texts.agenda;

function LessonRow({ lesson, now, withDay }: { lesson: AgendaLesson; now: Date; withDay: boolean }) {
  const date = new Date(lesson.date);
  const who = lesson.group ? (
    <Link to={`/lms/student-groups/${lesson.group.id}`}>{lesson.group.name}</Link>
  ) : lesson.student ? (
    <Link to={`/lms/students/${lesson.student.id}`}>
      {lesson.student.firstName} {lesson.student.lastName}
    </Link>
  ) : null;
  return (
    <li className={styles.row} data-testid="agenda-lesson" data-lesson-id={lesson.id}>
      <span className={styles.time}>
        {withDay && <span className={styles.day}>{formatZonedDay(date)}</span>}
        <time dateTime={lesson.date}>{formatZonedTime(date)}</time>
      </span>
      <span className={styles.who}>
        {who}
        <span className={styles.muted}>
          {[lesson.formatName ?? t.minutes(lesson.durationMins), lesson.group ? t.students(lesson.group.studentsCount) : null].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className={styles.badges}>
        {isUnderWay(lesson, now) && <Badge tone="green">{t.now}</Badge>}
        {lesson.calendarBound && <Badge tone="grey">{t.calendarBound}</Badge>}
      </span>
    </li>
  );
}

/** The teacher home's agenda: today's lessons and the rest of this week's, single and group, in the reader's zone. */
export function Agenda() {
  // The range is fixed when the page opens; a page left open overnight shows yesterday's day until reloaded.
  const [now] = useState(() => new Date());
  const range = agendaRange(now);
  const query = useTeacherAgenda(range.from, range.to);
  return (
    <section className={`sc-panel sc-panel--compact ${styles.agenda}`} aria-labelledby="agenda-title" data-testid="teacher-agenda">
      <h2 id="agenda-title" className={styles.title}>
        {t.title}
      </h2>
      {query.isPending ? (
        <Loader inline />
      ) : query.isError ? (
        <div role="alert" className={styles.state}>
          <p className={styles.muted}>{t.loadFailed}</p>
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : (
        (() => {
          const { today, week } = splitAgenda(query.data.lessons, range.tomorrow);
          return (
            <div className={styles.columns}>
              <div>
                <h3 className={styles.subtitle}>{t.today}</h3>
                {today.length === 0 ? (
                  <p className={styles.muted}>{t.todayNone}</p>
                ) : (
                  <ul className={styles.list} data-testid="agenda-today">
                    {today.map((lesson) => (
                      <LessonRow key={lesson.id} lesson={lesson} now={now} withDay={false} />
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h3 className={styles.subtitle}>{t.week}</h3>
                {week.length === 0 ? (
                  <p className={styles.muted}>{t.weekNone}</p>
                ) : (
                  <ul className={styles.list} data-testid="agenda-week">
                    {week.map((lesson) => (
                      <LessonRow key={lesson.id} lesson={lesson} now={now} withDay />
                    ))}
                  </ul>
                )}
              </div>
            </div>
          );
        })()
      )}
    </section>
  );
}
