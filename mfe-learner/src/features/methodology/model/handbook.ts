import * as v from 'valibot';
import { METHODOLOGY_SECTION_IDS, MethodologySectionSchema, type MethodologySection, type MethodologySectionId } from '@school/shared/schemas';
import { loadContentFile } from '../../../lib/content-file';
import { loadOncePerKey } from '../../../lib/load-once';

/** The root of the handbook; every section and sub-section is a path under it plus its id. */
const METHODOLOGY_ROOT = '/lms/methodology';

export function methodologyPath(id: string): string {
  return `${METHODOLOGY_ROOT}/${id}`;
}

/**
 * What the rest of the path asks for: the handbook's first section for the root, a section with the
 * item to show ('M1-0' itself or its sub-section 'M1-3'), or null for anything else.
 */
export function handbookTarget(rest: string): { section: MethodologySectionId; item: string } | null {
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (path === '') return { section: METHODOLOGY_SECTION_IDS[0], item: METHODOLOGY_SECTION_IDS[0] };
  const match = /^M([0-6])-(0|[1-9]\d?)$/.exec(path);
  if (!match) return null;
  return { section: `M${match[1]}-0` as MethodologySectionId, item: path };
}

/** Is the item a sub-section the section holds (or the section itself)? */
export function sectionHas(section: Pick<MethodologySection, 'id' | 'subsections'>, item: string): boolean {
  return section.id === item || section.subsections.some((s) => s.id === item);
}

/** One section file, fetched on first use (one file per section) and checked. */
export const loadSection = loadOncePerKey(async (id: MethodologySectionId): Promise<MethodologySection> => {
  const section = v.parse(MethodologySectionSchema, await loadContentFile(`methodology/${id}`));
  if (section.id !== id) throw new Error(`content/methodology/${id}.json holds ${section.id}`);
  return section;
});
