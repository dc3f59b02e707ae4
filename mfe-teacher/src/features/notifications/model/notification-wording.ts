import { formatDayMonth, formatRubles, formatZonedDateTime } from '@school/shared/domain';
import type { NotificationEvent } from '@school/shared/schemas';
import { courseName, dayForms, pluralCount } from '@school/shared/texts';
import { texts } from '../../../texts';

const t = texts.notifications.events;

interface NotificationWording {
  title: string;
  text: string;
}

/**
 * What a notification says, with its times in the reader's zone (the browser's when `timeZone` is not
 * named). One wording for the bell's panel and the notifications page.
 */
export function notificationWording(event: NotificationEvent, timeZone?: string): NotificationWording {
  const when = (iso: string) => formatZonedDateTime(new Date(iso), timeZone);
  const group = (name: string | null) => (name ? t.groupLesson(name) : '');
  switch (event.kind) {
    case 'report-new': {
      const homework = event.homework.length > 0 ? t.reportNew.homework(event.homework.slice(0, 3).join('; ')) : t.reportNew.noHomework;
      const groupLine = event.groupName ? ` ${t.reportNew.group(event.groupName)}` : '';
      return { title: t.reportNew.title, text: `${t.reportNew.text(event.teacherName, when(event.lessonDate))}${groupLine} ${homework}` };
    }
    case 'lesson-set':
      return { title: t.lessonSet.title, text: `${t.lessonSet.text(when(event.date), event.teacherName)}${group(event.groupName)}` };
    case 'lesson-moved':
      return { title: t.lessonMoved.title, text: `${t.lessonMoved.text(when(event.previousDate), when(event.date))}${group(event.groupName)}` };
    case 'lesson-cancelled':
      return { title: t.lessonCancelled.title, text: `${t.lessonCancelled.text(when(event.date), event.teacherName)}${group(event.groupName)}` };
    case 'lessons-left':
      return event.left === 1
        ? { title: t.lessonsLeft.titleOne, text: t.lessonsLeft.textOne(event.formatName) }
        : { title: t.lessonsLeft.titleNone, text: t.lessonsLeft.textNone(event.formatName) };
    case 'payment-succeeded':
      return { title: t.paymentSucceeded.title, text: t.paymentSucceeded.text(event.description, formatRubles(event.amount)) };
    case 'course-unit-unlocked':
      return { title: t.courseUnitUnlocked.title, text: t.courseUnitUnlocked.text(courseName(event.courseId), event.unit) };
    case 'course-access-ending':
      return {
        title: t.courseAccessEnding.title,
        text: t.courseAccessEnding.text(courseName(event.courseId), pluralCount(event.days, dayForms), formatDayMonth(new Date(event.endsAt), timeZone)),
      };
    case 'teacher-search-request':
      return { title: t.teacherSearchRequest.title, text: t.teacherSearchRequest.text(event.studentName) };
    case 'legal-offer':
      return { title: t.legalOffer.title, text: t.legalOffer.text };
  }
}
