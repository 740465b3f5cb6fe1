import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';

export const commentKeys = {
  all: ['comments'] as const,
  pin: (pinId: string) => ['comments', pinId] as const,
};

/** A pin's comments, newest first, a page at a time. */
export function useComments(pinId: string) {
  return useInfiniteQuery({
    queryKey: commentKeys.pin(pinId),
    queryFn: ({ pageParam }) =>
      callResource('PinCommentsResource', 'get', { pin_id: pinId, bookmark: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });
}

export function useAddComment(pinId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callResource('PinCommentResource', 'create', { pin_id: pinId, text }),
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
