import Fuse from 'fuse.js';
import { canUserSeeMaterial, type MaterialViewer } from '@school/shared/permissions';
import type { CatalogueLevel } from '@school/shared/schemas';
import type { LessonHit, MaterialHit, SearchResults, TagOption } from './search-index';

/** Fuzzy matching of the search: threshold 0.2, with scores. Only the search chunk imports fuse.js. */
export const FUZZY_THRESHOLD = 0.2;

export interface TagMatch {
  tag: string;
  score: number;
}

/** The overlay's matcher: the tags closest to the typed text, best first; none for empty text. */
export function tagMatcher(options: readonly TagOption[], limit = 30): (query: string) => TagMatch[] {
  const fuse = new Fuse(options, { keys: ['tag'], threshold: FUZZY_THRESHOLD, includeScore: true, ignoreLocation: true });
  return (query) => {
    const text = query.trim();
    if (!text) return [];
    return fuse.search(text, { limit }).map((r) => ({ tag: r.item.tag, score: r.score ?? 0 }));
  };
}

/** /lms/search?q=: lessons by code, title, tags and description, materials the user may open by name. */
export function searchByQuery(levels: readonly CatalogueLevel[], query: string, user: MaterialViewer): SearchResults {
  const text = query.trim();
  if (!text) return { lessons: [], materials: [] };
  const lessons: LessonHit[] = levels.flatMap((level) => level.lessons.map((lesson) => ({ group: level.group, lesson })));
  const materials: MaterialHit[] = lessons.flatMap(({ group, lesson }) =>
    lesson.materials.filter((m) => canUserSeeMaterial(user, m)).map((material) => ({ group, lesson, material })),
  );
  const options = { threshold: FUZZY_THRESHOLD, includeScore: true, ignoreLocation: true };
  const lessonFuse = new Fuse(lessons, {
    ...options,
    keys: [
      { name: 'lesson.id', weight: 3 },
      { name: 'lesson.title', weight: 3 },
      { name: 'lesson.searchTags', weight: 2 },
      { name: 'lesson.subtitle', weight: 1 },
      { name: 'lesson.description', weight: 1 },
    ],
  });
  const materialFuse = new Fuse(materials, { ...options, keys: ['material.name'] });
  return {
    lessons: lessonFuse.search(text, { limit: 50 }).map((r) => r.item),
    materials: materialFuse.search(text, { limit: 50 }).map((r) => r.item),
  };
}
