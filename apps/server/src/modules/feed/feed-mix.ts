/**
 * The home feed's page rule, pure: two streams newest first, pins from followed sources and
 * popular pins, each with its own cursor. A page takes up to two thirds from the followed
 * stream and fills the rest from the popular one (either fills in when the other runs dry),
 * keeps one pin per original, and shows the page newest first.
 */
export const FOLLOWED_SHARE = 2 / 3;

/** Where each stream continues: `''` at the start, an id to continue below, or `end`. */
export interface MixCursor {
  followed: string;
  pool: string;
}
export const START: MixCursor = { followed: '', pool: '' };

const CURSOR = /^m:(\d{1,19}|end|):(\d{1,19}|end|)$/;

export const encodeMixCursor = (c: MixCursor) =>
  Buffer.from(`m:${c.followed}:${c.pool}`).toString('base64url');

/** A bookmark back to a cursor; anything unreadable starts from the top. */
export function decodeMixCursor(bookmark: string | null | undefined): MixCursor {
  if (!bookmark) return START;
  const m = CURSOR.exec(Buffer.from(bookmark, 'base64url').toString());
  return m ? { followed: m[1]!, pool: m[2]! } : START;
}

export interface MixItem {
  id: string;
  /** The original's id: saves of one pin count once a page. */
  root: string;
}

/**
 * One page from the streams as fetched after the cursor (each `pageSize + 1` long at most, newest
 * first); answers the items and the next cursor (null at the end of both). A stream this page
 * took nothing from (a page of one) stays where the cursor had it.
 */
export function mixPage<T extends MixItem>(
  followed: T[],
  pool: T[],
  pageSize: number,
  cursor: MixCursor = START,
): { items: T[]; next: MixCursor | null } {
  const quota = followed.length ? Math.ceil(pageSize * FOLLOWED_SHARE) : 0;
  let takeFollowed = Math.min(followed.length, quota);
  const takePool = Math.min(pool.length, pageSize - takeFollowed);
  takeFollowed = Math.min(followed.length, pageSize - takePool);

  const seen = new Set<string>();
  const items = [...followed.slice(0, takeFollowed), ...pool.slice(0, takePool)]
    .filter((p) => !seen.has(p.root) && Boolean(seen.add(p.root)))
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

  const after = (stream: T[], taken: number, from: string) =>
    taken >= stream.length ? 'end' : taken === 0 ? from : stream[taken - 1]!.id;
  const next = {
    followed: after(followed, takeFollowed, cursor.followed),
    pool: after(pool, takePool, cursor.pool),
  };
  return { items, next: next.followed === 'end' && next.pool === 'end' ? null : next };
}
