import { canUserSeeMaterial, type MaterialViewer } from '@school/shared/permissions';
import type { CatalogueLesson, CatalogueLevel, CatalogueMaterial, MaterialTag } from '@school/shared/schemas';
import type { LevelGroup } from '../../catalogue';

export interface TagOption {
  /** As first written in the catalogue. */
  tag: string;
  /** Lessons and materials that carry it. */
  count: number;
}

export interface LessonHit {
  group: LevelGroup;
  lesson: CatalogueLesson;
}
export interface MaterialHit extends LessonHit {
  material: CatalogueMaterial;
}
export interface SearchResults {
  lessons: LessonHit[];
  materials: MaterialHit[];
}

/** Subject tags of materials offered as search tags; 'general' would list nearly everything. */
const SUBJECT_TAGS: readonly MaterialTag[] = ['marketing', 'design', 'it'];

const key = (tag: string) => tag.trim().toLowerCase();

/** Every search tag of the lessons and the subject tags of the materials, each once, the most used first. */
export function collectTags(levels: readonly CatalogueLevel[]): TagOption[] {
  const options = new Map<string, TagOption>();
  const add = (tag: string) => {
    const k = key(tag);
    const option = options.get(k);
    if (option) option.count += 1;
    else options.set(k, { tag: tag.trim(), count: 1 });
  };
  for (const level of levels)
    for (const lesson of level.lessons) {
      for (const tag of lesson.searchTags) add(tag);
      for (const material of lesson.materials) for (const tag of material.tags) if (SUBJECT_TAGS.includes(tag)) add(tag);
    }
  return [...options.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'ru'));
}

/**
 * The lessons and the materials of a tag: lessons whose search tags include it, materials the user
 * may open that carry it (a subject tag) or belong to a lesson that has it.
 */
export function searchByTag(levels: readonly CatalogueLevel[], tag: string, user: MaterialViewer): SearchResults {
  const wanted = key(tag);
  const results: SearchResults = { lessons: [], materials: [] };
  if (!wanted) return results;
  for (const level of levels)
    for (const lesson of level.lessons) {
      const lessonHas = lesson.searchTags.some((t) => key(t) === wanted);
      if (lessonHas) results.lessons.push({ group: level.group, lesson });
      for (const material of lesson.materials) {
        const materialHas = material.tags.some((t) => t === wanted);
        if ((materialHas || lessonHas) && canUserSeeMaterial(user, material)) results.materials.push({ group: level.group, lesson, material });
      }
    }
  return results;
}

/** Does a lesson carry this tag (for the active chip)? */
export function sameTag(a: string, b: string | null | undefined): boolean {
  return b !== null && b !== undefined && key(a) === key(b);
}
