import { createHash } from 'node:crypto';
import type { Fetcher } from '../../lib/fetcher.ts';
import type { SharedState } from '../../lib/shared-state/shared-state.ts';
import { readPageMetadata, type PageMetadata } from './page-metadata.ts';

/** A page as read: where it ended up after redirects, and what it says about itself. */
export interface PageRead {
  url: string;
  metadata: PageMetadata;
}

export interface PageReader {
  /** Reads a page through the guarded fetcher, or from the last few minutes' reads. */
  read(url: string): Promise<PageRead>;
  /** Whether `read(url)` would be answered without a fetch. */
  cached(url: string): Promise<boolean>;
}

const TTL_MS = 10 * 60_000;

/**
 * Reads web pages for pins. The builder reads a page to show it, then creates the pin, which
 * keeps the page's rich data: the second read comes from this short cache (keyed by a hash of the
 * address, ten minutes), so making a pin from a page fetches it once. The cache is the shared
 * state (`page_reads`, migration 036, or Redis with `REDIS_URL`), so the second read finds it
 * whichever server process or node answers it. Only the metadata is kept, never the HTML.
 */
export function createPageReader(
  state: SharedState,
  fetcher: Fetcher,
  opts: { maxBytes: number },
): PageReader {
  const keyOf = (url: string) => createHash('sha256').update(url).digest('hex');
  const fresh = async (url: string): Promise<PageRead | null> => {
    const value = await state.recall(keyOf(url), TTL_MS, Date.now());
    return value === null ? null : (JSON.parse(value) as PageRead);
  };
  return {
    cached: async (url) => (await fresh(url)) !== null,
    async read(url) {
      const known = await fresh(url);
      if (known) return known;
      const res = await fetcher.fetch(url, { expect: 'html', maxBytes: opts.maxBytes });
      const value: PageRead = {
        url: res.url,
        metadata: readPageMetadata(res.body, res.url, res.contentType),
      };
      await state.remember(keyOf(url), JSON.stringify(value), TTL_MS, Date.now());
      return value;
    },
  };
}
