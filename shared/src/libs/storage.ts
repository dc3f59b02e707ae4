import * as v from 'valibot';

/**
 * The browser's storage as the school uses it: JSON under a key, read back only when it fits its
 * schema. Storage that is missing, full or refused (private modes, blocked site data) never breaks a
 * page: a read answers null, a write answers false and the caller keeps the value in memory.
 */
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage (or sessionStorage), or null where there is none or the browser refuses it. */
export function browserStorage(kind: 'local' | 'session' = 'local'): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What the key holds, parsed as JSON and checked against the schema; null when nothing is stored, the
 * storage refuses, or the value does not fit (another version, broken JSON, edited by hand). With
 * `forgetInvalid` a value that does not fit is removed, so it is not read again.
 */
export function readStored<S extends v.GenericSchema>(
  storage: Pick<Storage, 'getItem'> | Pick<Storage, 'getItem' | 'removeItem'> | null | undefined,
  key: string,
  schema: S,
  options: { forgetInvalid?: boolean } = {},
): v.InferOutput<S> | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return parsed.output;
  if (options.forgetInvalid && storage && 'removeItem' in storage) removeStored(storage, key);
  return null;
}

/** Stores the value as JSON; false when there is no storage or it is full or refused. */
export function writeStored(storage: Pick<Storage, 'setItem'> | null | undefined, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes the key; a refusing storage is ignored (nothing is stored there then). */
export function removeStored(storage: Pick<Storage, 'removeItem'> | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
