import { describe, expect, it } from 'vitest';
import { createDraftStore, draftKey } from './draft-store';
import type { ReportFormValues } from './report-form';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const values: ReportFormValues = {
  date: '20.11.2026',
  time: '10:30',
  fullTypeId: 'skype-50',
  status: 'default',
  fields: { '1': 'Past Simple' },
  homework: [
    { key: 'group-new-1', header: 'ДЗ', body: '', deletedAt: null, items: [{ key: 'item-new-1', header: 'Повторить слова', body: '', deletedAt: null }] },
  ],
  videoFileName: null,
  attendance: {},
};

describe('report drafts', () => {
  it('are kept per student and per group, and per signed-in user', () => {
    expect(draftKey({ kind: 'student', studentId: 9 }, 4)).not.toBe(draftKey({ kind: 'group', studentGroupId: 9 }, 4));
    expect(draftKey({ kind: 'student', studentId: 9 }, 4)).not.toBe(draftKey({ kind: 'student', studentId: 9 }, 5));
  });

  it('save, load and clear', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, draftKey({ kind: 'student', studentId: 9 }, 4));
    expect(store.load()).toBeNull();
    store.save(values, new Date('2026-11-21T10:00:00Z'));
    expect(store.load()).toEqual({ savedAt: '2026-11-21T10:00:00.000Z', values });
    const other = createDraftStore(storage, draftKey({ kind: 'student', studentId: 10 }, 4));
    expect(other.load()).toBeNull();
    store.clear();
    expect(store.load()).toBeNull();
  });

  it.each([
    ['broken JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, savedAt: '2026-11-21T10:00:00.000Z', values })],
    ['wrong shapes', JSON.stringify({ version: 1, savedAt: '2026-11-21T10:00:00.000Z', values: { ...values, homework: 'all of it' } })],
    ['a bad status', JSON.stringify({ version: 1, savedAt: '2026-11-21T10:00:00.000Z', values: { ...values, status: 'late' } })],
    ['not an object', '"draft"'],
  ])('treat a corrupted draft (%s) as none and drop it', (_case, raw) => {
    const storage = memoryStorage();
    const key = draftKey({ kind: 'group', studentGroupId: 1 }, 4);
    storage.setItem(key, raw);
    expect(createDraftStore(storage, key).load()).toBeNull();
    expect(storage.data.has(key)).toBe(false);
  });

  it('survive a storage that refuses to work', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createDraftStore(failing, 'k');
    expect(() => store.save(values)).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
    expect(createDraftStore(null, 'k').load()).toBeNull();
  });
});
