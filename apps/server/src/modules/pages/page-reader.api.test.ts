import { expect, it } from 'vitest';
import type { Fetcher, FetchResult } from '../../lib/fetcher.ts';
import { describeSharedStates } from '../../../test/shared-states.ts';
import { createPageReader } from './page-reader.ts';

/** The outside web, as the fetcher answers it: one page, and a count of fetches. */
function fakeWeb() {
  const fetched: string[] = [];
  const fetcher: Fetcher = {
    fetch: async (url) => {
      fetched.push(String(url));
      const body = Buffer.from(
        '<html><head><title>Lemon cake</title><meta property="og:title" content="Lemon cake"></head></html>',
      );
      return {
        url: String(url),
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: {},
        body,
        truncated: false,
        redirects: [],
      } as FetchResult;
    },
  };
  return { fetcher, fetched };
}

/**
 * Each server process (TACK_WORKERS) and node has its own reader; the builder's read and the pin's
 * read may land on different ones. The cache is the shared state (a table, or Redis), so the
 * second read fetches nothing.
 */
describeSharedStates('page reads cached for every server process', (store) => {
  it('a page read by one process is answered from the cache by another', async () => {
    const web = fakeWeb();
    const one = createPageReader(store().state, web.fetcher, { maxBytes: 1 << 20 });
    const two = createPageReader(store().state, web.fetcher, { maxBytes: 1 << 20 });
    const url = 'https://cakes.example/lemon';
    expect(await two.cached(url)).toBe(false);
    const first = await one.read(url);
    expect(await two.cached(url)).toBe(true);
    expect(await two.read(url)).toEqual(first);
    expect(web.fetched).toEqual([url]);
    expect(first.metadata.title).toBe('Lemon cake');
    // Only a hash of the address is kept.
    const keys = await store().cacheKeys();
    expect(keys).toHaveLength(1);
    expect(keys.join()).not.toContain('cakes.example');
  });
});
