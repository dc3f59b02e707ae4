/**
 * One load per key, shared by every caller (the same promise each time); a failed load is forgotten,
 * so the next call tries again (a download that failed on a bad connection is not a missing file).
 */
export function loadOncePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loads = new Map<K, Promise<T>>();
  return (key) => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load(key);
      const settled = pending;
      settled.catch(() => {
        if (loads.get(key) === settled) loads.delete(key);
      });
      loads.set(key, pending);
    }
    return pending;
  };
}

/** The same for a load without a key: one shared promise, forgotten when it fails. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const byKey = loadOncePerKey<'only', T>(() => load());
  return () => byKey('only');
}
