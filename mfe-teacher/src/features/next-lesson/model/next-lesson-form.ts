import { formatDate, formatTime } from '@school/shared/domain';
import { checkNextLesson } from './next-lesson-check';

export interface NextLessonValues {
  /** dd.MM.yyyy */
  date: string;
  /** HH:mm */
  time: string;
}

/** The form's starting values: the current appointment in the viewer's time zone, or empty. */
export function initialValues(date: string | null): NextLessonValues {
  return date ? { date: formatDate(date), time: formatTime(date) } : { date: '', time: '' };
}

interface NextLessonFormState {
  /** Submit is disabled when nothing changed, a value is empty, or the value is invalid. */
  disabled: boolean;
  /** A message to show once both values are typed in full. */
  error: { field: 'date' | 'time'; message: string } | null;
  date: Date | null;
}

export function nextLessonFormState(values: NextLessonValues, initial: NextLessonValues, now: Date): NextLessonFormState {
  const empty = values.date.trim() === '' || values.time.trim() === '';
  const unchanged = values.date === initial.date && values.time === initial.time;
  if (empty) return { disabled: true, error: null, date: null };
  const check = checkNextLesson(values.date, values.time, now);
  const complete = values.date.length === 10 && values.time.length === 5;
  if (!check.ok) return { disabled: true, error: complete ? { field: check.field, message: check.message } : null, date: null };
  return { disabled: unchanged, error: null, date: check.date };
}
