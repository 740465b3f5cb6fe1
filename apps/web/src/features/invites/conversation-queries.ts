import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';
import { notificationKeys } from '../notifications/count-query.ts';

export const conversationKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
};

export const useConversations = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.list,
    queryFn: () => callResource('ConversationsResource', 'get', {}),
    enabled,
  });

/** One conversation, asked again every 15 s while open: replies show up without a reload. */
export const useConversation = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.one(id),
    queryFn: () => callResource('ConversationResource', 'get', { conversation_id: id }),
    enabled,
    retry: false,
    refetchInterval: 15_000,
  });

/** Marks it read; the header's count and the list follow. */
export function useMarkConversationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callResource('ConversationResource', 'update', { conversation_id: id }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: notificationKeys.count });
      void qc.invalidateQueries({ queryKey: conversationKeys.list });
    },
  });
}

export function useWriteMessage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callResource('ConversationMessageResource', 'create', { conversation_id: id, text }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: conversationKeys.one(id) });
      void qc.invalidateQueries({ queryKey: conversationKeys.list });
    },
  });
}
