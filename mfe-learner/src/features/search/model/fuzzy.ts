import Fuse from 'fuse.js';
import { canUserSeeMaterial, type MaterialViewer } from '@school/shared/permissions';
import type { CatalogueLevel, PhraseRecord } from '@school/shared/schemas';
import { LESSONS_BASE, lessonPath, tagSearchPath } from '../../catalogue';
import { createPhraseSearch } from '../../phrase-bank';
import type { LessonHit, MaterialHit, SearchResults, TagOption } from './search-index';

/** Fuzzy matching of the search: threshold 0.2, with scores. Only the search chunk imports fuse.js. */
export const FUZZY_THRESHOLD = 0.2;

interface TagMatch {
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

/** The keys lessons are searched by: their code, title, tags, subtitle and description. */
const LESSON_KEYS = [
  { name: 'lesson.id', weight: 3 },
  { name: 'lesson.title', weight: 3 },
  { name: 'lesson.searchTags', weight: 2 },
  { name: 'lesson.subtitle', weight: 1 },
  { name: 'lesson.description', weight: 1 },
];

/** One result of the overlay: a tag, a lesson or a phrase of the bank, and where it leads. */
interface OverlayResult {
  kind: 'tag' | 'lesson' | 'phrase';
  key: string;
  /** '#Present Perfect', 'A1-18 · …', the English of a phrase. */
  label: string;
  /** The lesson's description, the phrase's Russian. */
  detail?: string;
  path: string;
  /** The fuzzy score of a tag (0 is exact). */
  score?: number;
}

/** Where a phrase opens: its level and lesson in the bank, the phrase marked. */
export function phrasePath(phrase: Pick<PhraseRecord, 'id' | 'link' | 'program'>): string {
  const params = new URLSearchParams({ level: phrase.program, lesson: phrase.link, phrase: String(phrase.id) });
  return `/lms/phrases?${params.toString()}`;
}

/**
 * The overlay's matcher: the tags, then the lessons (by their words: title, description, tags, code),
 * then the phrases of the bank (Russian or English) closest to the typed text; none for empty text.
 * Phrases join when they have loaded.
 */
export function overlayMatcher(
  tags: readonly TagOption[],
  levels: readonly CatalogueLevel[],
  phrases: readonly PhraseRecord[] | null,
  limits = { tags: 6, lessons: 6, phrases: 6 },
): (query: string) => OverlayResult[] {
  const matchTags = tagMatcher(tags, limits.tags);
  const lessons: LessonHit[] = levels.flatMap((level) => level.lessons.map((lesson) => ({ group: level.group, lesson })));
  const lessonFuse = new Fuse(lessons, { keys: LESSON_KEYS, threshold: FUZZY_THRESHOLD, includeScore: true, ignoreLocation: true });
  const searchPhrases = phrases ? createPhraseSearch(phrases) : null;
  return (query) => {
    const text = query.trim();
    if (!text) return [];
    return [
      ...matchTags(text).map((m): OverlayResult => ({ kind: 'tag', key: `tag:${m.tag}`, label: `#${m.tag}`, path: tagSearchPath(m.tag), score: m.score })),
      ...lessonFuse.search(text, { limit: limits.lessons }).map(({ item: { lesson } }): OverlayResult => ({
        kind: 'lesson',
        key: `lesson:${lesson.id}`,
        label: `${lesson.id} · ${lesson.title}`,
        detail: lesson.description,
        path: lessonPath(LESSONS_BASE, lesson.id),
      })),
      ...(searchPhrases?.(text) ?? [])
        .slice(0, limits.phrases)
        .map((phrase): OverlayResult => ({ kind: 'phrase', key: `phrase:${phrase.id}`, label: phrase.eng, detail: phrase.rus, path: phrasePath(phrase) })),
    ];
  };
}

/** /lms/search?q=: the phrases of the bank by their Russian or English. */
export function searchPhrases(phrases: readonly PhraseRecord[], query: string): PhraseRecord[] {
  return createPhraseSearch(phrases)(query);
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
  const lessonFuse = new Fuse(lessons, { ...options, keys: LESSON_KEYS });
  const materialFuse = new Fuse(materials, { ...options, keys: ['material.name'] });
  return {
    lessons: lessonFuse.search(text, { limit: 50 }).map((r) => r.item),
    materials: materialFuse.search(text, { limit: 50 }).map((r) => r.item),
  };
}
