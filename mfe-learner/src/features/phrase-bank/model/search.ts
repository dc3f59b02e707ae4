import Fuse, { type IFuseOptions } from 'fuse.js';
import type { PhraseRecord } from '@school/shared/schemas';

/** Fuzzy search of the phrase bank (spec §5: threshold 0.2, scores included), by the Russian or the English side. */
const PHRASE_SEARCH_OPTIONS: IFuseOptions<PhraseRecord> = {
  keys: ['rus', 'eng'],
  threshold: 0.2,
  includeScore: true,
  ignoreLocation: true,
  minMatchCharLength: 2,
};

const PHRASE_SEARCH_MIN_LENGTH = 2;
const PHRASE_SEARCH_LIMIT = 60;

/** A search over the given phrases: the best matches first; nothing for a query under two letters. */
export function createPhraseSearch(phrases: readonly PhraseRecord[]): (query: string) => PhraseRecord[] {
  const fuse = new Fuse([...phrases], PHRASE_SEARCH_OPTIONS);
  return (query) => {
    const q = query.trim().replace(/\s+/g, ' ');
    if (q.length < PHRASE_SEARCH_MIN_LENGTH) return [];
    return fuse.search(q, { limit: PHRASE_SEARCH_LIMIT }).map((r) => r.item);
  };
}
