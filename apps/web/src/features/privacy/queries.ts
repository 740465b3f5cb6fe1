import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagePolicy } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { authKeys } from '../auth/queries.ts';

export const privacyKeys = {
  all: ['privacy'] as const,
  settings: ['privacy', 'settings'] as const,
  blocked: ['privacy', 'blocked'] as const,
};

export const usePrivacySettings = () =>
  useQuery({
    queryKey: privacyKeys.settings,
    queryFn: () => callResource('UserPrivacyResource', 'get', {}),
  });

/** Who may message you: shown at once, put back if the server says no. */
export function useSetMessagePolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (policy: MessagePolicy) =>
      callResource('UserPrivacyResource', 'update', { message_policy: policy }),
    onMutate: async (policy) => {
      await qc.cancelQueries({ queryKey: privacyKeys.settings });
      const before = qc.getQueryData(privacyKeys.settings);
      qc.setQueryData(privacyKeys.settings, { messagePolicy: policy });
      return { before };
    },
    onError: (_err, _policy, context) => qc.setQueryData(privacyKeys.settings, context?.before),
    onSuccess: (settings) => {
      qc.setQueryData(privacyKeys.settings, settings);
      // The session's `should_show_messaging` follows the policy: the header's Messages with it.
      void qc.invalidateQueries({ queryKey: authKeys.session });
    },
  });
}

export const useBlockedPeople = () =>
  useInfiniteQuery({
    queryKey: privacyKeys.blocked,
    queryFn: ({ pageParam }) =>
      callResource('UserBlocksResource', 'get', { bookmark: pageParam ?? null }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });

/**
 * Block or unblock a person. Afterwards everything about them is stale: their profile, follow
 * state and counts, and every feed (a block cuts follows both ways).
 */
export function useSetBlocked() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      callResource('UserBlockResource', blocked ? 'create' : 'delete', { user_id: userId }),
    onSuccess: () => void qc.invalidateQueries(),
  });
}
