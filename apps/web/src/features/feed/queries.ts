import { useInfiniteQuery } from '@tanstack/react-query';
import type { Pin } from '@tack/contract';

export type FeedPage = { items: Pin[]; bookmark: string | null };

export const feedKeys = {
  all: ['feed'] as const,
  feed: (name: string, params: object) => ['feed', name, params] as const,
};

/** One cursor-paginated pin feed: pages are fetched with the bookmark of the one before. */
export function usePinFeed(
  name: string,
  params: object,
  fetchPage: (bookmark: string | null) => Promise<FeedPage>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey: feedKeys.feed(name, params),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
    enabled,
  });
}
