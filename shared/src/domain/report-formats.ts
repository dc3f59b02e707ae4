import type { ReportFullType } from '../schemas';

/** The lesson type of apprentice teachers. */
export const APPRENTICE_TRIAL_TYPE_ID = 'apprentice-trial';

/** Group formats have 'group' in their id. */
export function isGroupFormat(fullTypeId: string): boolean {
  return fullTypeId.includes('group');
}

/**
 * The formats a report may use.
 * - group reports: only formats whose id contains 'group'; individual reports: the others;
 * - apprentices: only 'apprentice-trial' formats, and among them those with the duration of the
 *   student's default format when such a one exists.
 */
export function allowedReportFormats<T extends Pick<ReportFullType, 'id' | 'typeId' | 'durationMins'>>(args: {
  formats: readonly T[];
  kind: 'student' | 'group';
  apprentice: boolean;
  defaultFormatId?: string | null;
}): T[] {
  const { formats, kind, apprentice, defaultFormatId } = args;
  const byKind = formats.filter((f) => (kind === 'group' ? isGroupFormat(f.id) : !isGroupFormat(f.id)));
  if (!apprentice) return byKind;
  const trials = byKind.filter((f) => f.typeId === APPRENTICE_TRIAL_TYPE_ID);
  const defaultFormat = formats.find((f) => f.id === defaultFormatId);
  if (!defaultFormat) return trials;
  const sameDuration = trials.filter((f) => f.durationMins === defaultFormat.durationMins);
  return sameDuration.length > 0 ? sameDuration : trials;
}

/** The format the form starts with: the default format when allowed, else the first allowed one. */
export function initialReportFormatId(allowed: readonly Pick<ReportFullType, 'id'>[], defaultFormatId?: string | null): string {
  if (defaultFormatId && allowed.some((f) => f.id === defaultFormatId)) return defaultFormatId;
  return allowed[0]?.id ?? '';
}

/** The chosen format is one the student has paid lessons of (a balance exists); otherwise a warning shows. */
export function isPaidFormat(fullTypeId: string, paid: readonly { id: string }[]): boolean {
  return paid.some((p) => p.id === fullTypeId);
}
