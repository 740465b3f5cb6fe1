import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';
import { feedKeys } from '../feed/queries.ts';

export const boardKeys = {
  all: ['boards'] as const,
  list: (username: string) => ['boards', 'list', username] as const,
  bySlug: (username: string, slug: string) => ['boards', 'slug', username, slug] as const,
};

export function useUserBoards(username: string | undefined) {
  return useQuery({
    queryKey: boardKeys.list(username ?? ''),
    queryFn: () => callResource('BoardsResource', 'get', { username: username!, page_size: 100 }),
    enabled: !!username,
  });
}

export function useBoard(username: string, slug: string) {
  return useQuery({
    queryKey: boardKeys.bySlug(username, slug),
    queryFn: () => callResource('BoardResource', 'get', { username, slug }),
    retry: false,
  });
}

export function useCreateBoard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (o: { name: string; description?: string }) =>
      callResource('BoardResource', 'create', o),
    // BoardResource create: the boards list is then refetched (MC §7).
    onSuccess: () => qc.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

export function useSavePin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (o: { pin_id: string; board_id?: string | null; section?: string | null }) =>
      callResource('RepinResource', 'create', o),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: boardKeys.all });
      void qc.invalidateQueries({ queryKey: feedKeys.all });
      void qc.invalidateQueries({ queryKey: ['pin'] });
    },
  });
}
