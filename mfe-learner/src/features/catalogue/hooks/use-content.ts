import { useQueries, useQuery } from '@tanstack/react-query';
import type { CatalogueLevel } from '@school/shared/schemas';
import { type LevelGroup } from '../model/groups';
import { loadLessonContent, loadLevel } from '../model/load-content';

/** Embedded content never changes while the page is open. */
const forever = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

const contentKeys = {
  level: (group: LevelGroup | null) => ['content.level', group] as const,
  lesson: (lessonId: string) => ['content.lesson', lessonId] as const,
};

/** One level file (null when the level is not written yet). */
export function useLevel(group: LevelGroup | null) {
  return useQuery({ queryKey: contentKeys.level(group), queryFn: () => loadLevel(group!), enabled: group !== null, ...forever });
}

/** Several level files, each fetched on its own; `levels` holds the loaded ones that exist, in order, once all answered. */
export function useLevels(groups: readonly LevelGroup[]) {
  return useQueries({
    queries: groups.map((group) => ({ queryKey: contentKeys.level(group), queryFn: () => loadLevel(group), ...forever })),
    combine: (results) => ({
      levels: results.every((r) => r.isSuccess) ? results.map((r) => r.data).filter((l): l is CatalogueLevel => Boolean(l)) : undefined,
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  });
}

/** One lesson file: theory or plan and the material bodies (null when missing). */
export function useLessonContent(lessonId: string) {
  return useQuery({ queryKey: contentKeys.lesson(lessonId), queryFn: () => loadLessonContent(lessonId), ...forever });
}
