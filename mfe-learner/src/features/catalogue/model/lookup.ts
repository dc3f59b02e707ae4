import type { CatalogueLesson, CatalogueLevel } from '@school/shared/schemas';
import { CATALOGUE_GROUPS, groupOfLesson, type CatalogueName, type LevelGroup } from './groups';

export type LessonLookup =
  { status: 'loading' } | { status: 'found'; lesson: CatalogueLesson; group: LevelGroup; catalogue: CatalogueName } | { status: 'not-found' };

/** Each catalogue's loaded levels; undefined while that catalogue is still loading. */
export type LoadedCatalogues = Readonly<Record<CatalogueName, readonly CatalogueLevel[] | undefined>>;

/**
 * Finds a lesson by its id across the two catalogues (the main course and the other programs):
 * not found for a missing or malformed id; loading while a catalogue that could hold it is loading;
 * found with the lesson and where it lives; not found once every catalogue answered without it.
 */
export function lookupLesson(lessonId: string | null | undefined, catalogues: LoadedCatalogues): LessonLookup {
  if (!lessonId) return { status: 'not-found' };
  const group = groupOfLesson(lessonId);
  if (!group) return { status: 'not-found' };
  let loading = false;
  for (const name of ['main', 'other'] as const) {
    const levels = catalogues[name];
    if (!levels) {
      if (CATALOGUE_GROUPS[name].includes(group)) loading = true;
      continue;
    }
    for (const level of levels) {
      const lesson = level.lessons.find((l) => l.id === lessonId);
      if (lesson) return { status: 'found', lesson, group: level.group, catalogue: name };
    }
  }
  return loading ? { status: 'loading' } : { status: 'not-found' };
}
