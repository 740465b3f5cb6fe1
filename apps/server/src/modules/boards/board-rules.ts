/** Pure board rules, shared by every board and pin call. */

export interface BoardAccess {
  owner_id: string;
  privacy: 'public' | 'protected' | 'secret';
}

/** Secret and protected boards are hidden from everyone but their owner. */
export function canViewBoard(board: BoardAccess, viewerId: string | null): boolean {
  return board.privacy === 'public' || board.owner_id === viewerId;
}

/** Only the owner edits a board (collaborators come with the boards issue). */
export function canEditBoard(board: BoardAccess, viewerId: string | null): boolean {
  return viewerId !== null && board.owner_id === viewerId;
}

/** URL slug of a board or section name: lowercase words joined by dashes. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'board';
}

/** The first of slug, slug-2, slug-3, ... not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

export const QUICK_SAVES_SLUG = '_profile';

export function boardUrl(username: string, slug: string): string {
  return slug === QUICK_SAVES_SLUG ? `/${username}/_saved` : `/${username}/${slug}/`;
}

/** Opaque offset cursor for short lists (boards). */
export const encodeOffset = (n: number) => Buffer.from(`o:${n}`).toString('base64url');
export function decodeOffset(bookmark: string | null | undefined): number {
  if (!bookmark) return 0;
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(bookmark, 'base64url').toString());
  return m ? Number(m[1]) : 0;
}
