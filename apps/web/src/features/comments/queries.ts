import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';

export const commentKeys = {
  all: ['comments'] as const,
  pin: (pinId: string) => ['comments', pinId] as const,
  replies: (pinId: string, commentId: string) => ['comments', pinId, 'replies', commentId] as const,
};

/** A pin's comments, newest first, each with its first replies, a page at a time. */
export function useComments(pinId: string) {
  return useInfiniteQuery({
    queryKey: commentKeys.pin(pinId),
    queryFn: ({ pageParam }) =>
      callResource('PinCommentsResource', 'get', { pin_id: pinId, bookmark: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });
}

/** All of a comment's replies, oldest first, once asked for ("Show all replies"). */
export function useReplies(pinId: string, commentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentKeys.replies(pinId, commentId),
    queryFn: ({ pageParam }) =>
      callResource('PinCommentRepliesResource', 'get', {
        comment_id: commentId,
        bookmark: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
    enabled,
  });
}

/** A comment, or (with `parentId`) a reply to one; the thread is fetched again after. */
export function useAddComment(pinId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ text, parentId }: { text: string; parentId?: string }) =>
      callResource('PinCommentResource', 'create', {
        pin_id: pinId,
        text,
        ...(parentId ? { parent_id: parentId } : {}),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: commentKeys.pin(pinId) }),
  });
}

export function useDeleteComment(pinId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      callResource('PinCommentResource', 'delete', { comment_id: commentId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: commentKeys.pin(pinId) }),
  });
}
