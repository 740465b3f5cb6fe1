import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../auth/queries.ts';
import { HOME_FEED_KEY, readSsrData, seedFromServer, type SsrData } from './seed.ts';

const data = {
  path: '/',
  session: { isAuthenticated: false, viewer: null },
  feed: { items: [{ id: '1' }], bookmark: 'next' },
} as unknown as SsrData;

/** Just enough of a document: one element with this text, which can be removed. */
function docWith(text: string | null) {
  let present = text !== null;
  return {
    get present() {
      return present;
    },
    getElementById: (id: string) =>
      id === 'ssr-data' && present
        ? { textContent: text, remove: () => void (present = false) }
        : null,
  };
}

describe('taking over the server-rendered first page', () => {
  it('reads the data block once, for the path it was rendered for', () => {
    const doc = docWith(JSON.stringify(data));
    expect(readSsrData(doc as unknown as Document, '/')).toEqual(data);
    expect(doc.present).toBe(false);
    expect(readSsrData(docWith(JSON.stringify(data)) as unknown as Document, '/login')).toBeNull();
    expect(readSsrData(docWith('{not json') as unknown as Document, '/')).toBeNull();
    expect(readSsrData(docWith(null) as unknown as Document, '/')).toBeNull();
  });

  it('seeds the session and the home feed as fresh, so neither is asked for again', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    seedFromServer(client, data);
    expect(client.getQueryData(authKeys.session)).toEqual(data.session);
    expect(client.getQueryState(authKeys.session)?.isInvalidated).toBe(false);
    expect(client.getQueryData(HOME_FEED_KEY)).toEqual({ pages: [data.feed], pageParams: [null] });
    expect(client.getQueryState(HOME_FEED_KEY)?.isInvalidated).toBe(false);
    expect(client.getQueryCache().find({ queryKey: HOME_FEED_KEY })?.isStale()).toBe(false);
  });
});
