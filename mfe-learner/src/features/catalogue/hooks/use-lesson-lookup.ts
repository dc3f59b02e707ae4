import { useSearchParams } from 'react-router-dom';
import { catalogueOf, groupOfLesson } from '../model/groups';
import { lookupLesson, type LessonLookup, type LoadedCatalogues } from '../model/lookup';
import { useLevel } from './use-content';

/**
 * The lesson of an id, found across the two catalogues. Only the level file that can hold the id is
 * fetched; the other catalogue cannot hold it. `failed` when the level could not be downloaded.
 */
export function useLessonLookup(lessonId: string | null | undefined): LessonLookup & { failed: boolean; retry: () => void } {
  const group = lessonId ? groupOfLesson(lessonId) : null;
  const level = useLevel(group);
  const own = group ? catalogueOf(group) : 'main';
  const loaded = level.isSuccess ? (level.data ? [level.data] : []) : undefined;
  const catalogues: LoadedCatalogues = own === 'main' ? { main: loaded, other: [] } : { main: [], other: loaded };
  return { ...lookupLesson(lessonId, catalogues), failed: level.isError, retry: () => void level.refetch() };
}

/** The lookup by the `lessonId` query parameter (old links: /lms/lessons?lessonId=B1-12). */
export function useLessonIdParam(): string | null {
  const [params] = useSearchParams();
  return params.get('lessonId');
}
