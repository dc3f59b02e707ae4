import type { Word, WordSource } from '@school/shared/schemas';

/** The two tabs of the dictionary and their paths under /lms/dictionary. */
export const DICTIONARY_TABS = [
  { key: 'my', source: 'my', path: '' },
  { key: 'exercises', source: 'exercises', path: 'from-exercises' },
] as const satisfies readonly { key: string; source: WordSource; path: string }[];
export type DictionaryTabKey = (typeof DICTIONARY_TABS)[number]['key'];

const DICTIONARY_BASE = '/lms/dictionary';

export function dictionaryTabPath(tab: DictionaryTabKey): string {
  const { path } = DICTIONARY_TABS.find((t) => t.key === tab)!;
  return path ? `${DICTIONARY_BASE}/${path}` : DICTIONARY_BASE;
}

/** The tab of the rest of the path ('' → my words, 'from-exercises'), or null for anything else. */
export function dictionaryTabOf(rest: string): DictionaryTabKey | null {
  const path = rest.replace(/^\/+|\/+$/g, '');
  return DICTIONARY_TABS.find((t) => t.path === path)?.key ?? null;
}

const key = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The words of one tab, as the server sorted them (newest first). */
export function wordsOfTab(words: readonly Word[], tab: DictionaryTabKey): Word[] {
  const source = DICTIONARY_TABS.find((t) => t.key === tab)!.source;
  return words.filter((w) => w.source === source);
}

/** Words whose spelling, translation or example contains the typed text. */
export function filterWords(words: readonly Word[], query: string): Word[] {
  const q = key(query);
  if (!q) return [...words];
  return words.filter((w) => key(w.word).includes(q) || key(w.translation).includes(q) || key(w.example).includes(q));
}

/** The word of the dictionary spelled like this one (case and spaces aside), other than the one edited. */
export function duplicateOf(words: readonly Word[], word: string, exceptId?: number): Word | null {
  const k = key(word);
  if (!k) return null;
  return words.find((w) => w.id !== exceptId && key(w.word) === k) ?? null;
}
