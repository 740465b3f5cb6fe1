import type { Fetcher } from '../../lib/fetcher.ts';
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
  cached(url: string): boolean;
}

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 200;

/**
 * Reads web pages for pins. The builder reads a page to show it, then creates the pin, which
 * keeps the page's rich data: the second read comes from this short cache (keyed by address,
 * ten minutes, 200 pages), so making a pin from a page fetches it once. Only the metadata is
 * kept, never the HTML.
 */
export function createPageReader(fetcher: Fetcher, opts: { maxBytes: number }): PageReader {
  const cache = new Map<string, { at: number; value: PageRead }>();
  const fresh = (url: string, now = Date.now()) => {
    const hit = cache.get(url);
    if (!hit) return null;
    if (now - hit.at > TTL_MS) {
      cache.delete(url);
      return null;
    }
    return hit.value;
  };
  return {
    cached: (url) => fresh(url) !== null,
    async read(url) {
      const known = fresh(url);
      if (known) return known;
      const res = await fetcher.fetch(url, { expect: 'html', maxBytes: opts.maxBytes });
      const value = {
        url: res.url,
        metadata: readPageMetadata(res.body, res.url, res.contentType),
      };
      // Oldest first: a Map iterates in insertion order.
      while (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(url, { at: Date.now(), value });
      return value;
    },
  };
}
