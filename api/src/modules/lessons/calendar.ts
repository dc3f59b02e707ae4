import ical, { ICalCalendarMethod } from 'ical-generator';
import { durationOf, type LessonRow } from './repository';
import { calendarTexts } from './texts';

/** A calendar feed holds lessons from this long ago on (older ones stay in the reader's calendar app as they were). */
export const FEED_DAYS_BACK = 30;
/** How often calendar apps are asked to read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_REFRESH_MINUTES = 60;

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

interface FeedArgs {
  lessons: readonly LessonRow[];
  /** Whose feed: a teacher's events are named by the student or group, a learner's by the teacher. */
  reader: 'teacher' | 'learner';
  /** The school's address (links in events, the domain of UIDs). */
  origin: string;
  now: Date;
}

/**
 * The lessons as an RFC 5545 calendar: one VEVENT per lesson under a UID that never changes (a moved
 * lesson updates in place, its SEQUENCE moved), times in UTC, the length from the lesson's format.
 */
export function lessonsCalendar({ lessons, reader, origin, now }: FeedArgs): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: calendarTexts.calendarName,
    prodId: { company: host, product: 'lessons', language: 'RU' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_MINUTES * 60,
  });
  for (const lesson of lessons) {
    const start = lesson.date;
    const end = new Date(start.getTime() + durationOf(lesson) * 60_000);
    const teacher = personName(lesson.teacher_first_name, lesson.teacher_last_name);
    const student = personName(lesson.student_first_name, lesson.student_last_name);
    const summary =
      reader === 'learner'
        ? calendarTexts.studentLesson(teacher)
        : lesson.student_group_id !== null
          ? calendarTexts.groupLesson(lesson.group_name ?? '')
          : calendarTexts.teacherLesson(student);
    const page =
      reader === 'learner'
        ? lesson.student_group_id !== null
          ? `/lms/student-groups/${lesson.student_group_id}`
          : '/lms/dashboard'
        : lesson.student_group_id !== null
          ? `/lms/student-groups/${lesson.student_group_id}`
          : `/lms/students/${lesson.student_id}`;
    const details = [lesson.format_name, lesson.group_name && reader === 'learner' ? lesson.group_name : null].filter(Boolean).join('\n');
    calendar.createEvent({
      id: `lesson-${lesson.id}@${host}`,
      start,
      end,
      stamp: now,
      lastModified: lesson.updated_at,
      sequence: lesson.revision,
      summary,
      description: details || undefined,
      url: `${origin}${page}`,
    });
  }
  return calendar.toString();
}
