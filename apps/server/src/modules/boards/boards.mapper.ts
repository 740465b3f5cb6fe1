import type { Board } from '@tack/contract';
import { coverImageUrls, imageUrls } from '../media/sizes.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import {
  BOARD_ACTIONS,
  boardUrl,
  canDo,
  isCollaborator,
  permissionsOf,
  QUICK_SAVES_SLUG,
} from './board-rules.ts';
import type { BoardCovers, BoardRow } from './boards.repository.ts';

const NO_COVERS: BoardCovers = { cover: null, images: [] };

/** The cover fields of a board (spec §3 Board: coverPin, cover images, imageCover(Hd)Url, 170x). */
function coverFields(covers: BoardCovers) {
  const c = covers.cover;
  const sizes = c ? coverImageUrls(c.signature, c.width, c.height) : null;
  const imageUrl = c ? imageUrls(c.signature, c.width, c.height)['236x'].url : null;
  return {
    coverPin: c ? { id: c.pinId, imageUrl: imageUrl!, chosen: c.chosen } : null,
    coverImageUrl: imageUrl,
    coverImages: sizes,
    imageCoverUrl: sizes?.['222x'].url ?? null,
    imageCoverHdUrl: sizes?.['400x300'].url ?? null,
    images: {
      '170x': covers.images.map((i) => ({
        ...imageUrls(i.signature, i.width, i.height)['170x'],
        dominantColor: i.dominantColor,
      })),
    },
  };
}

export function toBoard(
  row: BoardRow,
  covers: BoardCovers | undefined,
  viewerId: string | null,
): Board {
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
    ...coverFields(covers ?? NO_COVERS),
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
