import { canUserSeeMaterial, type MaterialViewer } from '@school/shared/permissions';
import type { CatalogueLesson, CatalogueMaterial, MaterialType } from '@school/shared/schemas';

/** The materials of a lesson the user may open, in the lesson's order. */
export function visibleMaterials(lesson: Pick<CatalogueLesson, 'materials'>, user: MaterialViewer): CatalogueMaterial[] {
  return lesson.materials.filter((material) => canUserSeeMaterial(user, material));
}

/**
 * The material a URL asks for, if the user may open it. A material that exists but is closed to the
 * user answers null exactly like a missing one: its page is the not-found page.
 */
export function openableMaterial(lesson: Pick<CatalogueLesson, 'materials'>, user: MaterialViewer, type: MaterialType, id: string): CatalogueMaterial | null {
  const material = lesson.materials.find((m) => m.type === type && m.id === id);
  return material && canUserSeeMaterial(user, material) ? material : null;
}

/** A material shows a subject icon when its first tag is not general. */
export function subjectOf(material: Pick<CatalogueMaterial, 'tags'>): Exclude<CatalogueMaterial['tags'][number], 'general'> | null {
  const first = material.tags[0];
  return first && first !== 'general' ? first : null;
}
