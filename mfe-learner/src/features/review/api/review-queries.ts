import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';
import { browserTimeZone } from '@school/shared/domain';

export { browserTimeZone };

/** Today's cards (the session loads them once: a rating changes the session, not this answer). */
export function useReviewQueue(studentId: number) {
  return useProcedureQuery('review.getQueue', { studentId, timeZone: browserTimeZone() }, { staleTime: Infinity, refetchOnWindowFocus: false });
}

export function useReviewProgress(studentId: number) {
  return useProcedureQuery('review.getProgress', { studentId, timeZone: browserTimeZone() });
}

/** The keys of the learner's cards, for the «На повторение» buttons; only asked for where there are such buttons. */
export function useCardKeys(studentId: number, enabled: boolean) {
  return useProcedureQuery('review.getCardKeys', { studentId }, { enabled, staleTime: 60_000 });
}

/** After reviews or new cards: the counts of the page, the dashboard's card. */
function useRefreshCounts() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['review.getProgress'] }), client.invalidateQueries({ queryKey: ['review.getToday'] })]);
}

/** Adds cards; the answer's keys replace the cached ones, today's queue is asked for again. */
export function useAddCards(studentId: number) {
  const client = useQueryClient();
  const refresh = useRefreshCounts();
  return useProcedureMutation('review.addCards', {
    onSuccess: (result) => {
      client.setQueryData(queryKeys.procedure('review.getCardKeys', { studentId }), { keys: result.keys });
      void client.invalidateQueries({ queryKey: ['review.getQueue'] });
      void refresh();
    },
  });
}

export function useRemoveCard(studentId: number) {
  const client = useQueryClient();
  const refresh = useRefreshCounts();
  return useProcedureMutation('review.removeCard', {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.procedure('review.getCardKeys', { studentId }) });
      void refresh();
    },
  });
}

export function useReviewSettings(studentId: number) {
  return useProcedureQuery('review.getSettings', { studentId });
}

/** A new limit of new cards: the settings, and today's queue and counts, which it changes. */
export function useUpdateReviewSettings(studentId: number) {
  const client = useQueryClient();
  const refresh = useRefreshCounts();
  return useProcedureMutation('review.updateSettings', {
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.procedure('review.getSettings', { studentId }), settings);
      void client.invalidateQueries({ queryKey: ['review.getQueue'] });
      void refresh();
    },
  });
}

/** The counts after the session's reviews reached the server. */
export function useReviewsSent() {
  return useRefreshCounts();
}
