import { PROGRAMS, programLessonCodes } from '@school/shared/domain';
import { PHRASE_LEVELS, type PhraseLevel } from '@school/shared/schemas';

/** The file of each level under content/phrases (a '+' stays out of file names and addresses). */
export const PHRASE_FILES: Readonly<Record<PhraseLevel, string>> = {
  A1: 'A1',
  A2: 'A2',
  'A2+': 'A2plus',
  B1: 'B1',
  'B1+': 'B1plus',
  B2: 'B2',
};

/** The lessons a level's phrases belong to: A2 is A2-1…A2-25, A2+ is A2-26…A2-46, B1+ is B1-28…B1-54. */
export function phraseLevelLessons(level: PhraseLevel): string[] {
  return programLessonCodes(PROGRAMS.find((p) => p.id === level)?.numericId);
}

/** Which level of the phrase bank holds the phrases of a lesson ('A2-30' → 'A2+'); undefined if none. */
export function phraseLevelOfLesson(lessonCode: string): PhraseLevel | undefined {
  return PHRASE_LEVELS.find((level) => phraseLevelLessons(level).includes(lessonCode));
}
