import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '@school/shared/storage';
import { ReportFormValuesSchema, type ReportFormValues } from './report-form';

/**
 * Drafts of new reports, kept in the browser's storage per student or per group on every change,
 * restored when the teacher comes back and cleared after the report is added. Anything stored
 * that does not read as a draft (another version, broken JSON, edited by hand) counts as none.
 */
const DRAFT_VERSION = 1;
const KEY_PREFIX = 'school.report-draft';

const StoredDraftSchema = v.object({
  version: v.literal(DRAFT_VERSION),
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
  values: ReportFormValuesSchema,
});

export type DraftOwner = { kind: 'student'; studentId: number } | { kind: 'group'; studentGroupId: number };

interface StoredDraft {
  savedAt: string;
  values: ReportFormValues;
}

/** The key of a draft: one per student or group (and per signed-in user, on a shared computer). */
export function draftKey(owner: DraftOwner, userId: number): string {
  const part = owner.kind === 'student' ? `student-${owner.studentId}` : `group-${owner.studentGroupId}`;
  return `${KEY_PREFIX}:${userId}:${part}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface DraftStore {
  load: () => StoredDraft | null;
  save: (values: ReportFormValues, now?: Date) => void;
  clear: () => void;
}

export function createDraftStore(storage: DraftStorage | null, key: string): DraftStore {
  return {
    load: () => {
      const stored = readStored(storage, key, StoredDraftSchema, { forgetInvalid: true });
      return stored && { savedAt: stored.savedAt, values: stored.values };
    },
    // A full or refused storage: the form itself still keeps everything.
    save: (values, now = new Date()) => void writeStored(storage, key, { version: DRAFT_VERSION, savedAt: now.toISOString(), values }),
    clear: () => removeStored(storage, key),
  };
}
