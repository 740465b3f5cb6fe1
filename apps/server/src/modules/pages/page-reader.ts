import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
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
  cached(url: string): Promise<boolean>;
}

const TTL_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Reads web pages for pins. The builder reads a page to show it, then creates the pin, which
 * keeps the page's rich data: the second read comes from this short cache (keyed by a hash of the
 * address, ten minutes), so making a pin from a page fetches it once. The cache is a table
 * (`page_reads`, migration 036), so the second read finds it whichever server process answers
 * it. Only the metadata is kept, never the HTML.
 */
export function createPageReader(
  db: Kysely<Database>,
  fetcher: Fetcher,
  opts: { maxBytes: number },
): PageReader {
  const keyOf = (url: string) => createHash('sha256').update(url).digest('hex');
  let lastPrune = 0;
  const fresh = async (url: string, now = Date.now()): Promise<PageRead | null> => {
    const row = await db
      .selectFrom('page_reads')
      .select(['value', 'read_at'])
      .where('key', '=', keyOf(url))
      .executeTakeFirst();
    if (!row || now - Number(row.read_at) > TTL_MS) return null;
    return JSON.parse(row.value) as PageRead;
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
      const now = Date.now();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        await db
          .deleteFrom('page_reads')
          .where('read_at', '<', now - TTL_MS)
          .execute();
      }
      const row = { key: keyOf(url), value: JSON.stringify(value), read_at: now };
      await db
        .insertInto('page_reads')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, read_at: now }))
        .execute();
      return value;
    },
  };
}
