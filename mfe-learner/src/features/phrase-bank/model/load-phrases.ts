import * as v from 'valibot';
import { PhraseBankFileSchema, type PhraseLevel, type PhraseRecord } from '@school/shared/schemas';
import { loadContentFile } from '../../../lib/content-file';
import { loadOncePerKey } from '../../../lib/load-once';
import { PHRASE_FILES, phraseLevelOfLesson } from './phrase-levels';

async function importLevel(level: PhraseLevel): Promise<PhraseRecord[]> {
  const file = PHRASE_FILES[level];
  // One file per level: only the one asked for is downloaded.
  const data = v.parse(PhraseBankFileSchema, await loadContentFile(`phrases/${file}`));
  if (data.program !== level) throw new Error(`content/phrases/${file}.json holds level ${data.program}, not ${level}`);
  return [...data.phrases].sort((a, b) => a.order - b.order);
}

/** The phrases of one level in their order, loaded (and checked) once on first use. */
export const loadPhraseLevel: (level: PhraseLevel) => Promise<PhraseRecord[]> = loadOncePerKey(importLevel);

/** The phrases of a lesson among a level's phrases, in their order. */
export function phrasesOfLesson(phrases: readonly PhraseRecord[], lessonCode: string): PhraseRecord[] {
  return phrases.filter((p) => p.link === lessonCode).sort((a, b) => a.order - b.order);
}

/** Loads only the level of the lesson and returns its phrases; none for a lesson outside the bank. */
export async function loadLessonPhrases(lessonCode: string): Promise<PhraseRecord[]> {
  const level = phraseLevelOfLesson(lessonCode);
  if (!level) return [];
  return phrasesOfLesson(await loadPhraseLevel(level), lessonCode);
}
