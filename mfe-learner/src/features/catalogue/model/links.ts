import type { CatalogueMaterial, MaterialType } from '@school/shared/schemas';

/** Where the lesson library lives; the base path of its links. */
export const LESSONS_BASE = '/lms/lessons';
export const TEXTS_BASE = '/lms/texts';
const SEARCH_PATH = '/lms/search';

/** The plural of each material type in a material's path. */
const MATERIAL_PLURALS = {
  speechdrilling: 'speechdrillings',
  text: 'texts',
  smalltalk: 'smalltalks',
  presentation: 'presentations',
} as const satisfies Record<MaterialType, string>;

/** The material type of a path segment ('texts' → 'text'), or null. */
export function materialTypeOfPlural(plural: string): MaterialType | null {
  const found = (Object.entries(MATERIAL_PLURALS) as [MaterialType, string][]).find(([, p]) => p === plural);
  return found ? found[0] : null;
}

/** The base path of a page: its first two path segments ('/lms/lessons/A1-1/texts/50' → '/lms/lessons'). */
export function basePathOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).slice(0, 2);
  return `/${segments.join('/')}`;
}

/** The lesson theory: the base path plus the lesson id (the menu matches it exactly). */
export function lessonPath(base: string, lessonId: string): string {
  return `${base}/${encodeURIComponent(lessonId)}`;
}

/** A material: base path + lesson id + plural type + material id. */
export function materialPath(base: string, lessonId: string, material: Pick<CatalogueMaterial, 'type' | 'id'>): string {
  return `${lessonPath(base, lessonId)}/${MATERIAL_PLURALS[material.type]}/${encodeURIComponent(material.id)}`;
}

/** The lesson's sub-tabs: theory (empty suffix), the Only-new training and the Mini-text. */
export const LESSON_TABS = [
  { key: 'theory', suffix: '' },
  { key: 'sentences', suffix: 'training-sentences' },
  { key: 'text', suffix: 'training-text' },
] as const;
type LessonTabKey = (typeof LESSON_TABS)[number]['key'];

export function lessonTabPath(base: string, lessonId: string, tab: LessonTabKey): string {
  const suffix = LESSON_TABS.find((t) => t.key === tab)!.suffix;
  return suffix ? `${lessonPath(base, lessonId)}/${suffix}` : lessonPath(base, lessonId);
}

/** A text material opened directly. */
export function textPath(id: string): string {
  return `${TEXTS_BASE}/${encodeURIComponent(id)}`;
}

/** The tag search: '#tag' chips lead here. */
export function tagSearchPath(tag: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ tag }).toString()}`;
}

/** The search by typed text. */
export function querySearchPath(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: query }).toString()}`;
}
