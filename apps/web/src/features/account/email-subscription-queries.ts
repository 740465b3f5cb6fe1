import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailKind, EmailSubscription } from '@tack/contract';
import { callResource } from '../../api/client.ts';

/**
 * Which kinds of email a person gets: one stored setting, read and saved through one resource
 * by both Settings > Notifications and `/email/subscription/`, under one cache key, so the two
 * pages never disagree. `token` is an unsubscribe link's (signed out); none is the viewer's own.
 */
export const emailSubscriptionKey = (token?: string) =>
  ['email-subscription', token ?? 'me'] as const;

export function useEmailSubscription(token?: string) {
  return useQuery({
    queryKey: emailSubscriptionKey(token),
    queryFn: () => callResource('EmailSubscriptionResource', 'get', token ? { token } : {}),
    retry: false,
  });
}

export function useSaveEmailSubscription(token?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kinds: Partial<Record<EmailKind, boolean>>) =>
      callResource('EmailSubscriptionResource', 'update', token ? { token, kinds } : { kinds }),
    onSuccess: (data) => qc.setQueryData<EmailSubscription>(emailSubscriptionKey(token), data),
  });
}
