import type { MaterialViewer } from '@school/shared/permissions';
import type { CatalogueLesson, CatalogueLevel, CatalogueMaterial } from '@school/shared/schemas';
import { visibleMaterials, type LevelGroup } from '../../catalogue';

/** A lesson with a subtitle uses the wide layout (a banner header), one without it the compact one. */
export function lessonLayout(lesson: Pick<CatalogueLesson, 'subtitle'>): 'wide' | 'compact' {
  return lesson.subtitle ? 'wide' : 'compact';
}

/** Where a text material lives, for /lms/texts/{id}: only a text the user may open. */
export function findText(
  levels: readonly CatalogueLevel[],
  textId: string,
  user: MaterialViewer,
): { group: LevelGroup; lesson: CatalogueLesson; material: CatalogueMaterial } | null {
  for (const level of levels)
    for (const lesson of level.lessons) {
      const material = visibleMaterials(lesson, user).find((m) => m.type === 'text' && m.id === textId);
      if (material) return { group: level.group, lesson, material };
    }
  return null;
}

/** The first text of a level the user may open (the library's «first text» link). */
export function firstText(level: CatalogueLevel | null | undefined, user: MaterialViewer): CatalogueMaterial | null {
  for (const lesson of level?.lessons ?? []) {
    const text = visibleMaterials(lesson, user).find((m) => m.type === 'text');
    if (text) return text;
  }
  return null;
}

/** The sidebar's open level groups: the ones the user opened, plus the current lesson's. */
export function openGroups(toggled: Readonly<Partial<Record<LevelGroup, boolean>>>, current: LevelGroup | null): Set<LevelGroup> {
  const open = new Set<LevelGroup>();
  for (const [group, isOpen] of Object.entries(toggled) as [LevelGroup, boolean][]) if (isOpen) open.add(group);
  if (current && toggled[current] !== false) open.add(current);
  return open;
}

/** `/lms/texts/1`, the spec's empty-state link, means «the first text»: the id of the first text the user may open. */
const FIRST_TEXT_ALIAS = '1';

/** The text a `/lms/texts/{id}` address opens: its own id, or for the alias the first text of the first level. */
export function textIdOf(levels: readonly CatalogueLevel[], textId: string, user: MaterialViewer): string | null {
  if (textId !== FIRST_TEXT_ALIAS) return textId;
  for (const level of levels) {
    const first = firstText(level, user);
    if (first) return first.id;
  }
  return null;
}
