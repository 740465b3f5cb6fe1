import { useQuery } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** How often the badge asks again while the page is open (and on every return to the tab). */
export const COUNT_REFRESH_MS = 60_000;

/** The header's unread count: one small indexed query, refreshed on focus and every minute. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: () => callResource('NotificationCountResource', 'get', {}),
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}
