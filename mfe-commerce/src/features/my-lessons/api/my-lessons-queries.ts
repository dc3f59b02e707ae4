import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';
import type { MyLessons } from '@school/shared/schemas';

const key = queryKeys.procedure('lessons.getMine', {});

/** The learner's next lesson, latest report with homework and lessons left. */
export function useMyLessons() {
  return useProcedureQuery('lessons.getMine', {}, { staleTime: 30_000 });
}

/** Ticks a task of the latest report done (or open again) at once; the server's answer confirms it, a failure puts it back. */
export function useMarkHomework() {
  const client = useQueryClient();
  return useProcedureMutation('lessons.markHomework', {
    onMutate: async ({ reportId, header, done }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MyLessons>(key);
      if (before?.latestReport?.id === reportId) {
        const homework = before.latestReport.homework.map((task) => (task.header === header ? { ...task, done } : task));
        client.setQueryData<MyLessons>(key, { ...before, latestReport: { ...before.latestReport, homework } });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      const before = (context as { before?: MyLessons } | undefined)?.before;
      if (before) client.setQueryData(key, before);
    },
  });
}
