import type { Board } from '@tack/contract';
import { imageUrls } from '../media/sizes.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import {
  BOARD_ACTIONS,
  boardUrl,
  canDo,
  isCollaborator,
  permissionsOf,
  QUICK_SAVES_SLUG,
} from './board-rules.ts';
import type { BoardRow } from './boards.repository.ts';

type Cover = { signature: string; width: number; height: number };

export function toBoard(row: BoardRow, covers: Cover[], viewerId: string | null): Board {
  const coverImages = covers.map((c) => imageUrls(c.signature, c.width, c.height)['236x'].url);
  const collaboratorCount = Number(row.collaborator_count ?? 0);
  const access = { ...row, collaborator_count: collaboratorCount };
  return {
    id: row.id,
    name: row.slug === QUICK_SAVES_SLUG ? 'Profile' : row.name,
    url: boardUrl(row.username, row.slug),
    slug: row.slug,
    description: row.description,
    privacy: row.privacy,
    layout: row.layout,
    owner: toUserSummary({ ...row, id: row.owner_id }),
    pinCount: row.pin_count,
    sectionCount: row.section_count,
    coverImageUrl: coverImages[0] ?? null,
    coverImages,
    sortOrder: row.sort_order,
    createdAt: row.created_at,
    boardOrderModifiedAt: row.updated_at,
    isOwner: viewerId === row.owner_id,
    isArchived: Boolean(row.is_archived),
    followerCount: row.follower_count,
    followedByMe: Boolean(row.followed_by_me),
    isCollaborative: collaboratorCount > 0,
    collaboratedByMe: isCollaborator(access, viewerId),
    collaboratorCount,
    collaboratorPermissions: permissionsOf(row),
    viewerPermissions: BOARD_ACTIONS.filter((a) => canDo(access, viewerId, a)),
  };
}
