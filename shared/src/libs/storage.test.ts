import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { browserStorage, readStored, removeStored, writeStored } from './storage';

const Schema = v.object({ n: v.number() });

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

afterEach(() => window.localStorage.clear());

describe('stored values in the browser', () => {
  it('reads back what was written when it fits the schema', () => {
    const storage = memoryStorage();
    expect(writeStored(storage, 'k', { n: 3 })).toBe(true);
    expect(readStored(storage, 'k', Schema)).toEqual({ n: 3 });
  });

  it('answers null for nothing stored, broken JSON or a value of another shape', () => {
    const storage = memoryStorage({ broken: '{', other: '{"n":"3"}' });
    expect(readStored(storage, 'missing', Schema)).toBeNull();
    expect(readStored(storage, 'broken', Schema)).toBeNull();
    expect(readStored(storage, 'other', Schema)).toBeNull();
    expect(storage.data.has('other')).toBe(true);
  });

  it('forgets a value that does not fit when asked to', () => {
    const storage = memoryStorage({ other: '{"n":"3"}', good: '{"n":1}' });
    expect(readStored(storage, 'other', Schema, { forgetInvalid: true })).toBeNull();
    expect(storage.data.has('other')).toBe(false);
    expect(readStored(storage, 'good', Schema, { forgetInvalid: true })).toEqual({ n: 1 });
    expect(storage.data.has('good')).toBe(true);
  });

  it('never throws when storage is missing, full or refused', () => {
    expect(readStored(refusing, 'k', Schema, { forgetInvalid: true })).toBeNull();
    expect(writeStored(refusing, 'k', { n: 1 })).toBe(false);
    expect(() => removeStored(refusing, 'k')).not.toThrow();
    expect(readStored(null, 'k', Schema)).toBeNull();
    expect(writeStored(undefined, 'k', { n: 1 })).toBe(false);
  });

  it("uses the page's localStorage", () => {
    const storage = browserStorage();
    expect(storage).toBe(window.localStorage);
    writeStored(storage, 'school.test', { n: 2 });
    expect(readStored(window.localStorage, 'school.test', Schema)).toEqual({ n: 2 });
    removeStored(storage, 'school.test');
    expect(window.localStorage.getItem('school.test')).toBeNull();
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });
});
