import * as v from 'valibot';
import { CatalogueLevelSchema, LessonContentSchema, type CatalogueLevel, type LessonContent } from '@school/shared/schemas';
import { loadContentFile, MissingContentFile } from '../../../lib/content-file';
import { loadOncePerKey } from '../../../lib/load-once';
import { groupOfLesson, type LevelGroup } from './groups';

/** A content file, or null when it is not there (a level or a lesson not written yet); a failed download throws. */
async function loadIfPresent(path: string): Promise<unknown> {
  try {
    return await loadContentFile(path);
  } catch (error) {
    if (error instanceof MissingContentFile) return null;
    throw error;
  }
}

/**
 * A level file (the lessons of one level with their materials), fetched on first use: only the level
 * asked for is downloaded. Null when the level has no file yet.
 */
export const loadLevel = loadOncePerKey(async (group: LevelGroup): Promise<CatalogueLevel | null> => {
  const file = await loadIfPresent(`catalogue/${group}`);
  if (file === null) return null;
  const level = v.parse(CatalogueLevelSchema, file);
  if (level.group !== group) throw new Error(`content/catalogue/${group}.json holds the group ${level.group}`);
  return level;
});

/** The levels asked for that exist, in the order asked. */
export async function loadLevels(groups: readonly LevelGroup[]): Promise<CatalogueLevel[]> {
  const levels = await Promise.all(groups.map((group) => loadLevel(group)));
  return levels.filter((level): level is CatalogueLevel => level !== null);
}

/** A lesson file (theory or plan and the bodies of its materials): one file per lesson. Null when missing. */
export const loadLessonContent = loadOncePerKey(async (lessonId: string): Promise<LessonContent | null> => {
  const group = groupOfLesson(lessonId);
  if (!group) return null;
  const file = await loadIfPresent(`lessons/${group}/${lessonId}`);
  if (file === null) return null;
  const content = v.parse(LessonContentSchema, file);
  if (content.id !== lessonId) throw new Error(`content/lessons/${group}/${lessonId}.json holds the lesson ${content.id}`);
  return content;
});
