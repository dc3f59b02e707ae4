import type { ReportFullType } from '../schemas';

/** The lesson type of apprentice teachers. */
const APPRENTICE_TRIAL_TYPE_ID = 'apprentice-trial';

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
