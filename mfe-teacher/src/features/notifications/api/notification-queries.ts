import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callProcedure, procedureDef, queryKeys, useProcedureMutation, useProcedureQuery, type ApiError } from '@school/shared/api';
import type { NotificationsPage } from '@school/shared/schemas';
import { infiniteMarkedRead, nextNotificationsPage, NOTIFICATIONS_PAGE_SIZE, PANEL_SIZE, pageMarkedRead } from '../model/notification-list';

const SUMMARY = queryKeys.procedure('notifications.getSummary', {});
const LIST = 'notifications.list';
const PAGE_LIST = 'notifications.list.pages';

/** The latest notifications for the bell's panel (asked again whenever the panel opens). */
export function usePanelNotifications() {
  return useProcedureQuery('notifications.list', { page: 1, pageSize: PANEL_SIZE }, { staleTime: 0 });
}

/** Every notification of the user, newest first, in slices; only the unread ones when asked. */
export function useNotificationPages(unreadOnly: boolean) {
  return useInfiniteQuery<NotificationsPage, ApiError, InfiniteData<NotificationsPage>, readonly unknown[], number>({
    queryKey: [PAGE_LIST, { unreadOnly }],
    queryFn: async ({ pageParam }) =>
      callProcedure(await procedureDef('notifications.list'), { page: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE, unreadOnly }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextNotificationsPage(pages),
  });
}

/** Puts notifications read in every list on screen and the bell's count as the server answered. */
function useApplyRead() {
  const client = useQueryClient();
  return (ids: readonly number[] | 'all', unread: number) => {
    const at = new Date().toISOString();
    client.setQueryData(SUMMARY, { unread });
    client.setQueriesData<NotificationsPage>({ queryKey: [LIST] }, (page) => (page ? pageMarkedRead(page, ids, at, unread) : page));
    client.setQueriesData<InfiniteData<NotificationsPage>>({ queryKey: [PAGE_LIST] }, (data) => (data ? infiniteMarkedRead(data, ids, at, unread) : data));
  };
}

/** Marks some notifications read; the lists and the bell follow the server's answer (a failure changes nothing). */
export function useMarkNotificationsRead() {
  const apply = useApplyRead();
  return useProcedureMutation('notifications.markRead', { onSuccess: ({ unread }, { ids }) => apply(ids, unread) });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const apply = useApplyRead();
  return useProcedureMutation('notifications.markAllRead', { onSuccess: ({ unread }) => apply('all', unread) });
}
