import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, ResourceInput } from '@tack/contract';
import { callResource } from '../../api/client.ts';

export { notificationKeys, useUnreadCount } from './count-query.ts';
import { notificationKeys } from './count-query.ts';

export type NotificationSettingsChange = ResourceInput<'NotificationSettingsResource', 'update'>;

/** The settings with one change made. */
export const withChange = (
  before: NotificationSettings,
  change: NotificationSettingsChange,
): NotificationSettings => ({
  inApp: { ...before.inApp, ...change.in_app },
  email: { ...before.email, ...change.email },
  emailDigest: change.email_digest ?? before.emailDigest,
});

export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    enabled,
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) =>
      callResource('NotificationsResource', 'get', { bookmark: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
    refetchOnWindowFocus: true,
  });
}

/** Marks what the list showed as read; the badge follows at once. */
export function useMarkSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) =>
      callResource('NotificationsSeenResource', 'update', { up_to: upTo }),
    onSuccess: (res) => qc.setQueryData(notificationKeys.count, res),
  });
}

/** Which notifications the viewer gets in the app and by email. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: () => callResource('NotificationSettingsResource', 'get', {}),
  });
}

/** Saves one change at once; the shown settings move first and come back if it fails. */
export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsChange) =>
      callResource('NotificationSettingsResource', 'update', change),
    onMutate: async (change) => {
      await qc.cancelQueries({ queryKey: notificationKeys.settings });
      const before = qc.getQueryData<NotificationSettings>(notificationKeys.settings);
      if (before)
        qc.setQueryData<NotificationSettings>(
          notificationKeys.settings,
          withChange(before, change),
        );
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) qc.setQueryData(notificationKeys.settings, context.before);
    },
    onSuccess: (settings) => {
      qc.setQueryData(notificationKeys.settings, settings);
      // The badge and the list follow what is switched off in the app.
      void qc.invalidateQueries({ queryKey: notificationKeys.count });
      void qc.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
