import type { AgendaLesson } from '@school/shared/schemas';

/**
 * The teacher's agenda in the reader's own zone (the browser's): today from midnight, and the rest of the
 * week up to Sunday night (the week starts on Monday, as in Russia).
 */
export function agendaRange(now: Date): { from: Date; to: Date; tomorrow: Date } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const daysToMonday = (8 - now.getDay()) % 7 || 7;
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToMonday);
  return { from, to, tomorrow };
}

/** Today's lessons and the rest of the week's, each by time. */
export function splitAgenda(lessons: readonly AgendaLesson[], tomorrow: Date): { today: AgendaLesson[]; week: AgendaLesson[] } {
  const today: AgendaLesson[] = [];
  const week: AgendaLesson[] = [];
  for (const lesson of lessons) (new Date(lesson.date) < tomorrow ? today : week).push(lesson);
  return { today, week };
}

/** The lesson is under way at `now`. */
export function isUnderWay(lesson: Pick<AgendaLesson, 'date' | 'durationMins'>, now: Date): boolean {
  const start = new Date(lesson.date).getTime();
  return start <= now.getTime() && now.getTime() < start + lesson.durationMins * 60_000;
}
