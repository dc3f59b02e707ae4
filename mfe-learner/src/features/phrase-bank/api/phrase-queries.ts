import { useQuery } from '@tanstack/react-query';
import { PHRASE_LEVELS, type PhraseLevel } from '@school/shared/schemas';
import { loadLessonPhrases, loadPhraseLevel } from '../model/load-phrases';
import { phraseLevelOfLesson } from '../model/phrase-levels';

/** The phrases of one level (one file per level). */
export function usePhraseLevel(level: PhraseLevel | undefined) {
  return useQuery({ queryKey: ['phrases', level], queryFn: () => loadPhraseLevel(level!), enabled: level !== undefined, staleTime: Infinity });
}

/** The whole bank, for a search over every level; loaded only when asked for. */
export function useAllPhrases(enabled: boolean) {
  return useQuery({
    queryKey: ['phrases', 'all'],
    queryFn: async () => (await Promise.all(PHRASE_LEVELS.map(loadPhraseLevel))).flat(),
    enabled,
    staleTime: Infinity,
  });
}

/** The phrases of one lesson (its level's file); none for a lesson outside the bank's levels. */
export function useLessonPhrases(lessonId: string) {
  return useQuery({
    queryKey: ['phrases', 'lesson', lessonId],
    queryFn: () => loadLessonPhrases(lessonId),
    enabled: phraseLevelOfLesson(lessonId) !== undefined,
    staleTime: Infinity,
  });
}
