import * as v from 'valibot';
import { remoteComponentProps } from '@school/shared/contracts';
import { LessonSettings } from '../../features/lesson-settings';

/** Exposed as mfe_teacher/LessonSettings: reminders and the calendar address on the host's /lms/settings. */
export default function LessonSettingsExposed(props: Record<string, never>) {
  v.parse(remoteComponentProps['mfe_teacher/LessonSettings'], props);
  return <LessonSettings />;
}
