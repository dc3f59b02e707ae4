import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { callProcedure, queryKeys, type ApiError } from '@school/shared/api';
import type { ProcedureInput, ProcedureOutput } from '@school/shared/contracts';
import { browserTimeZone } from '@school/shared/domain';
import { reviewProcedures } from '@school/shared/review';

export { browserTimeZone };

/**
 * The review's calls (`@school/shared/review`: not in the school-wide registry every page carries, so
 * they travel only with the pages that use them), as queries and mutations keyed like every procedure.
 */
type Calls = typeof reviewProcedures;
type Name = keyof Calls;

function useReviewCall<N extends Name>(
  name: N,
  input: ProcedureInput<Calls[N]>,
  options: Omit<UseQueryOptions<ProcedureOutput<Calls[N]>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<ProcedureOutput<Calls[N]>, ApiError>({
    queryKey: queryKeys.procedure(name, input),
    queryFn: () => callProcedure(reviewProcedures[name], input) as Promise<ProcedureOutput<Calls[N]>>,
    ...options,
  });
}

function useReviewMutation<N extends Name>(name: N, onSuccess: (output: ProcedureOutput<Calls[N]>) => void) {
  return useMutation<ProcedureOutput<Calls[N]>, ApiError, ProcedureInput<Calls[N]>>({
    mutationFn: (input) => callProcedure(reviewProcedures[name], input) as Promise<ProcedureOutput<Calls[N]>>,
    onSuccess,
  });
}

/** Today's cards (the session loads them once: a rating changes the session, not this answer). */
export function useReviewQueue(studentId: number) {
  return useReviewCall('review.getQueue', { studentId, timeZone: browserTimeZone() }, { staleTime: Infinity, refetchOnWindowFocus: false });
}

export function useReviewProgress(studentId: number) {
  return useReviewCall('review.getProgress', { studentId, timeZone: browserTimeZone() });
}

/** The keys of the learner's cards, for the «На повторение» buttons; only asked for where there are such buttons. */
export function useCardKeys(studentId: number, enabled: boolean) {
  return useReviewCall('review.getCardKeys', { studentId }, { enabled, staleTime: 60_000 });
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
  return useReviewMutation('review.addCards', (result) => {
    client.setQueryData(queryKeys.procedure('review.getCardKeys', { studentId }), { keys: result.keys });
    void client.invalidateQueries({ queryKey: ['review.getQueue'] });
    void refresh();
  });
}

export function useRemoveCard(studentId: number) {
  const client = useQueryClient();
  const refresh = useRefreshCounts();
  return useReviewMutation('review.removeCard', () => {
    void client.invalidateQueries({ queryKey: queryKeys.procedure('review.getCardKeys', { studentId }) });
    void refresh();
  });
}

export function useReviewSettings(studentId: number) {
  return useReviewCall('review.getSettings', { studentId });
}

/** A new limit of new cards: the settings, and today's queue and counts, which it changes. */
export function useUpdateReviewSettings(studentId: number) {
  const client = useQueryClient();
  const refresh = useRefreshCounts();
  return useReviewMutation('review.updateSettings', (settings) => {
    client.setQueryData(queryKeys.procedure('review.getSettings', { studentId }), settings);
    void client.invalidateQueries({ queryKey: ['review.getQueue'] });
    void refresh();
  });
}

/** The counts after the session's reviews reached the server. */
export function useReviewsSent() {
  return useRefreshCounts();
}
