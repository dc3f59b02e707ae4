import { calendarFeedRoute, procedures } from '@school/shared/contracts';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { lessonReminderJob, lessonReminderWorker } from './reminders';
import { calendarIcs } from './handlers/calendar-ics';
import { getCalendarFeed, rotateCalendarFeed } from './handlers/calendar-feed';
import { getMyLessons } from './handlers/get-my-lessons';
import { getStudentGroups } from './handlers/get-student-groups';
import { getTeacherAgenda } from './handlers/get-teacher-agenda';
import { getLessonSettings, reportTimeZone, updateLessonSettings } from './handlers/lesson-settings';
import { markHomework } from './handlers/mark-homework';

/**
 * The learner's lessons (a read model over appointments and reports: the dashboard block, the teacher's
 * agenda, homework marks), lesson settings and the private calendar feeds. Lessons and reports are
 * written by their own modules, which call events.ts in their transactions; e-mail reminders of lessons
 * are jobs of this module (reminders.ts).
 */
export function lessonsModule(): ApiModule {
  return {
    name: 'lessons',
    procedures: [
      procedureRoute(procedures['lessons.getMine'], getMyLessons),
      procedureRoute(procedures['lessons.markHomework'], markHomework),
      procedureRoute(procedures['lessons.getStudentGroups'], getStudentGroups),
      procedureRoute(procedures['lessons.getTeacherAgenda'], getTeacherAgenda),
      procedureRoute(procedures['lessons.getSettings'], getLessonSettings),
      procedureRoute(procedures['lessons.updateSettings'], updateLessonSettings),
      procedureRoute(procedures['lessons.reportTimeZone'], reportTimeZone),
      procedureRoute(procedures['calendar.getFeed'], getCalendarFeed),
      procedureRoute(procedures['calendar.rotateFeed'], rotateCalendarFeed),
    ],
    rawRoutes: [{ ...calendarFeedRoute, handler: calendarIcs }],
    jobKinds: [lessonReminderJob],
    // Every instance runs the reminders; the queue hands each to one of them.
    jobWorkers: (deps) => [lessonReminderWorker(deps)],
  };
}
