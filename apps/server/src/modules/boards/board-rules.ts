/** Pure board rules, shared by every board and pin call. */
import { BOARD_ACTIONS, type BoardAction } from '@tack/contract';
import { isSet } from '../privacy/person-rules.ts';

export { BOARD_ACTIONS, type BoardAction };

export interface BoardAccess {
  owner_id: string;
  privacy: 'public' | 'protected' | 'secret';
  /** The viewer's collaborator status on this board, when known. */
  viewer_collab_status?: 'pending' | 'accepted' | null;
  /** JSON list or parsed list of collaborator permissions. */
  collaborator_permissions?: string | readonly string[];
  /** Accepted collaborators (PostgreSQL counts arrive as text). */
  collaborator_count?: number | string | null;
  /** The owner is deactivated or blocked the viewer (privacy/hidden-people.ts). */
  owner_hidden?: boolean | number | null;
}

/** Spec §5: a viewer counts as collaborator if collaboratedByMe, or the board is a group board they own. */
export function isCollaborator(board: BoardAccess, viewerId: string | null): boolean {
  if (viewerId === null) return false;
  if (board.viewer_collab_status === 'accepted') return true;
  return board.owner_id === viewerId && Number(board.collaborator_count ?? 0) > 0;
}

/**
 * Secret and protected boards are hidden from everyone but their owner and collaborators; every
 * board of someone hidden from the viewer (deactivated, or who blocked them) is hidden.
 */
export function canViewBoard(board: BoardAccess, viewerId: string | null): boolean {
  if (isSet(board.owner_hidden)) return false;
  return (
    board.privacy === 'public' || board.owner_id === viewerId || isCollaborator(board, viewerId)
  );
}

export function permissionsOf(board: BoardAccess): string[] {
  const p = board.collaborator_permissions;
  if (p === undefined) return [];
  if (typeof p !== 'string') return [...p];
  try {
    const parsed: unknown = JSON.parse(p);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec §5: a board action is allowed to the owner, or to a collaborator only if the action is in
 * the board's collaborator permissions.
 */
export function canDo(board: BoardAccess, viewerId: string | null, action: BoardAction): boolean {
  if (viewerId === null) return false;
  if (board.owner_id === viewerId) return true;
  return board.viewer_collab_status === 'accepted' && permissionsOf(board).includes(action);
}

/** The owner or an accepted collaborator: the people who may add to and change a board. */
export function isMember(board: BoardAccess, viewerId: string | null): boolean {
  if (viewerId === null) return false;
  return board.owner_id === viewerId || board.viewer_collab_status === 'accepted';
}

/**
 * Editing or deleting a pin: anyone allowed `action` on its board, or its pinner while they are
 * still a member of that board. A collaborator who was removed keeps no rights over the pins they
 * left there (they are the board owner's now).
 */
export function canChangePin(
  board: BoardAccess,
  pin: { pinner_id: string },
  viewerId: string | null,
  action: 'edit_pin' | 'delete_pin',
): boolean {
  if (canDo(board, viewerId, action)) return true;
  return pin.pinner_id === viewerId && isMember(board, viewerId);
}

/** Editing the board itself (name, description, privacy, deletion) stays with the owner. */
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

/**
 * Board slugs no board takes: `/{username}/feed.rss` is the profile's RSS feed (modules/rss), so
 * a board named "Feed" is `feed-2`, and `/{username}/{board}.rss` never means two things.
 */
export const RESERVED_BOARD_SLUGS: readonly string[] = ['feed'];

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
