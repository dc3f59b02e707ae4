import type { CatalogueLevel } from '@school/shared/schemas';

export type LevelGroup = CatalogueLevel['group'];

/** The level files in the order of the library: the main course A1…C1, then the other programs. */
export const LEVEL_GROUPS: readonly LevelGroup[] = ['A1', 'A2', 'B1', 'B2', 'B2temp', 'C1', 'Int'];

/** The two catalogues of the lesson lookup: the main English course and the other programs (interview preparation). */
export type CatalogueName = 'main' | 'other';
export const CATALOGUE_GROUPS: Readonly<Record<CatalogueName, readonly LevelGroup[]>> = {
  main: ['A1', 'A2', 'B1', 'B2', 'B2temp', 'C1'],
  other: ['Int'],
};

const CODE = /^(A1|A2|B1|B2|C1|Int)-(\d{1,2})(t|temp)?$/;

/**
 * The level file that holds a lesson code: A1-5 → A1, B2-13 → B2, B2-27temp → B2temp, C1-9t → C1,
 * Int-2 → Int; null for anything else (A1-5t, C1-9, a typo).
 */
export function groupOfLesson(code: string): LevelGroup | null {
  const match = CODE.exec(code);
  if (!match) return null;
  const [, level, , suffix] = match;
  if (level === 'B2') return suffix === 'temp' ? 'B2temp' : suffix ? null : 'B2';
  if (level === 'C1') return suffix === 't' ? 'C1' : null;
  return suffix ? null : (level as LevelGroup);
}

/** The catalogue a lesson belongs to. */
export function catalogueOf(group: LevelGroup): CatalogueName {
  return CATALOGUE_GROUPS.other.includes(group) ? 'other' : 'main';
}

/** The number of a lesson within its program: Int-3 → 3, B2-27temp → 27. */
export function lessonNumber(code: string): number | null {
  const match = CODE.exec(code);
  return match ? Number(match[2]) : null;
}
