import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pin } from '@tack/contract';
import { callResource, callV3 } from '../../api/client.ts';
import { boardKeys } from '../boards/queries.ts';
import { feedKeys } from '../feed/queries.ts';

type FeedData = { pages: { items: Pin[]; bookmark: string | null }[]; pageParams: unknown[] };

/** Applies a change to one pin wherever it is cached: feeds and the closeup. */
export function patchPinInCache(
  qc: ReturnType<typeof useQueryClient>,
  pinId: string,
  patch: (p: Pin) => Pin,
) {
  qc.setQueriesData<FeedData>(
    { queryKey: feedKeys.all },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((pg) => ({
          ...pg,
          items: pg.items.map((p) => (p.id === pinId ? patch(p) : p)),
        })),
      },
  );
  qc.setQueryData<Pin>(['pin', pinId], (p) => (p ? patch(p) : p));
}

/** Favorite or unfavorite; the caller applies the optimistic state and rolls back on error. */
export function useFavorite() {
  return useMutation({
    mutationFn: ({ pinId, on }: { pinId: string; on: boolean }) =>
      callV3<{ favoritedByMe: boolean; favoriteUserCount: number }>(
        on ? 'POST' : 'DELETE',
        `/v3/pins/${pinId}/favorite/`,
      ),
  });
}

/** Delete a saved pin (the viewer's copy), then refresh what shows it. */
export function useUnsave() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (savedPinId: string) => callResource('PinResource', 'delete', { id: savedPinId }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
