import { hasLessonCalendar } from '@school/shared/permissions';
import type { HonoContext } from '../../../http/context';
import { lessonsCalendar, FEED_DAYS_BACK } from '../calendar';
import { calendarOwner, feedLessons } from '../repository';
import { lessonTexts } from '../texts';

const FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/**
 * GET /api/calendar/{token}.ics: the owner's lessons as text/calendar, read by calendar apps without a
 * session. The token is the only key: an unknown or replaced one answers 404, as does a user who no
 * longer has lessons (not a teacher or learner) or whose account is deactivated.
 */
export async function calendarIcs(c: HonoContext): Promise<Response> {
  const deps = c.get('deps');
  const match = FILE.exec(c.req.param('file') ?? '');
  const owner = match ? await calendarOwner(deps.db, match[1]!) : null;
  if (!owner || !hasLessonCalendar({ isTeacher: owner.is_teacher, roleId: owner.role_id })) {
    return c.json({ errors: [{ message: lessonTexts.calendarNotFound }] }, 404);
  }
  const now = deps.now();
  const lessons = await feedLessons(deps.db, { id: owner.id, isTeacher: owner.is_teacher }, new Date(now.getTime() - FEED_DAYS_BACK * 24 * 60 * 60_000));
  const body = lessonsCalendar({ lessons, reader: owner.is_teacher ? 'teacher' : 'learner', origin: new URL(c.req.url).origin, now });
  return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="lessons.ics"' });
}
