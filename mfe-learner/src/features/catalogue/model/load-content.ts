import * as v from 'valibot';
import { CatalogueLevelSchema, LessonContentSchema, type CatalogueLevel, type LessonContent } from '@school/shared/schemas';
import { groupOfLesson, type LevelGroup } from './groups';

/**
 * True for "this data file does not exist" (webpack's context, Vite's variable imports, Node), as
 * opposed to a failed download: a level or a lesson not written yet is simply not there.
 */
export function isMissingModule(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') return true;
  return /Cannot find module|Unknown variable dynamic import|Failed to load url|Does the file exist/i.test(error.message);
}

/** One load per key; a failed download is forgotten so the next call tries again. */
function cached<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loads = new Map<K, Promise<T>>();
  return (key) => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load(key);
      pending.catch(() => loads.delete(key));
      loads.set(key, pending);
    }
    return pending;
  };
}

/**
 * A level file (the lessons of one level with their materials), fetched on first use: the template
 * path makes webpack emit one chunk per level file and fetch only the one asked for. Null when the
 * level has no file yet.
 */
export const loadLevel = cached(async (group: LevelGroup): Promise<CatalogueLevel | null> => {
  let module: { default: unknown };
  try {
    module = await import(/* webpackChunkName: "catalogue-[request]" */ `../../../../content/catalogue/${group}.json`);
  } catch (error) {
    if (isMissingModule(error)) return null;
    throw error;
  }
  const level = v.parse(CatalogueLevelSchema, module.default);
  if (level.group !== group) throw new Error(`content/catalogue/${group}.json holds the group ${level.group}`);
  return level;
});

/** The levels asked for that exist, in the order asked. */
export async function loadLevels(groups: readonly LevelGroup[]): Promise<CatalogueLevel[]> {
  const levels = await Promise.all(groups.map((group) => loadLevel(group)));
  return levels.filter((level): level is CatalogueLevel => level !== null);
}

/** A lesson file (theory or plan and the bodies of its materials): one chunk per lesson. Null when missing. */
export const loadLessonContent = cached(async (lessonId: string): Promise<LessonContent | null> => {
  const group = groupOfLesson(lessonId);
  if (!group) return null;
  let module: { default: unknown };
  try {
    module = await import(/* webpackChunkName: "lesson-[request]" */ `../../../../content/lessons/${group}/${lessonId}.json`);
  } catch (error) {
    if (isMissingModule(error)) return null;
    throw error;
  }
  const content = v.parse(LessonContentSchema, module.default);
  if (content.id !== lessonId) throw new Error(`content/lessons/${group}/${lessonId}.json holds the lesson ${content.id}`);
  return content;
});
