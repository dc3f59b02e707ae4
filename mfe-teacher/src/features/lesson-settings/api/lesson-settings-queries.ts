import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';

export function useLessonSettings() {
  return useProcedureQuery('lessons.getSettings', {}, { staleTime: 60_000 });
}

/** Saves the reminders; the settings on screen become the server's answer. */
export function useSaveLessonSettings() {
  const client = useQueryClient();
  return useProcedureMutation('lessons.updateSettings', {
    onSuccess: (settings) => client.setQueryData(queryKeys.procedure('lessons.getSettings', {}), settings),
  });
}

export function useCalendarFeed() {
  return useProcedureQuery('calendar.getFeed', {}, { staleTime: Infinity });
}

/** A new calendar address: the old one stops working; the page shows the new one. */
export function useRotateCalendarFeed() {
  const client = useQueryClient();
  return useProcedureMutation('calendar.rotateFeed', { onSuccess: (feed) => client.setQueryData(queryKeys.procedure('calendar.getFeed', {}), feed) });
}
