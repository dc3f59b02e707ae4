import type { LinguoPortraitField, Student, UpdateStudentInput } from '@school/shared/schemas';

export interface ProfileFormValues {
  bio: string;
  preferredLessonsTime: string;
  /** The numeric program id as text ('' for none): the select's value. */
  programId: string;
  linguoPortrait: Record<string, string>;
}

/** The form's values; the portrait keeps only the keys the configuration offers, each present ('' when unset). */
export function profileFormValues(
  student: Pick<Student, 'bio' | 'preferredLessonsTime' | 'programId' | 'linguoPortrait'>,
  fields: readonly Pick<LinguoPortraitField, 'key'>[],
): ProfileFormValues {
  return {
    bio: student.bio,
    preferredLessonsTime: student.preferredLessonsTime,
    programId: student.programId === null ? '' : String(student.programId),
    linguoPortrait: Object.fromEntries(fields.map((f) => [f.key, student.linguoPortrait[f.key] ?? ''])),
  };
}

function samePortrait(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? '') !== (b[key] ?? '')) return false;
  return true;
}

/** Only what changed, as the update call takes it (the program as a number). Null when nothing changed. */
export function profileChanges(studentId: number, initial: ProfileFormValues, values: ProfileFormValues): UpdateStudentInput | null {
  const input: UpdateStudentInput = { studentId };
  if (values.bio !== initial.bio) input.bio = values.bio;
  if (values.preferredLessonsTime !== initial.preferredLessonsTime) input.preferredLessonsTime = values.preferredLessonsTime;
  if (values.programId !== initial.programId) input.programId = values.programId === '' ? null : Number(values.programId);
  if (!samePortrait(initial.linguoPortrait, values.linguoPortrait)) {
    // Every configured key is sent so a cleared value ('') clears it on the server too.
    input.linguoPortrait = { ...values.linguoPortrait };
  }
  return Object.keys(input).length > 1 ? input : null;
}

interface PortraitRow {
  key: string;
  name: string;
  value: string | null;
}

/** The learner-portrait block: every field of the configuration, in its order, with the student's value or null. */
export function portraitRows(fields: readonly LinguoPortraitField[], portrait: Record<string, string>): PortraitRow[] {
  return fields.map((f) => ({ key: f.key, name: f.name, value: portrait[f.key] ? portrait[f.key]! : null }));
}
