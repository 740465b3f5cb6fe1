import type { z } from 'zod';
import type {
  BoardInvite,
  Collaborator,
  CollaboratorRemoveOptions,
  InviteCreateOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { boardFor, viewerIdOf } from '../boards/boards.access.ts';
import { boardUrl, canViewBoard, isCollaborator } from '../boards/board-rules.ts';
import { findBoardById } from '../boards/boards.repository.ts';
import { presentBoard } from '../boards/boards.service.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { notify } from '../notifications/notify.ts';
import { hasBlocked } from '../privacy/blocks.repository.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import { isSet } from '../privacy/person-rules.ts';

/** Invite by username: the owner, or a collaborator allowed to invite. */
export async function invite(
  ctx: CallContext,
  o: z.output<typeof InviteCreateOptions>,
): Promise<Collaborator> {
  return ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    const board = await boardFor(tctx, o.board_id, 'invite');
    if (board.layout === 'quick_saves')
      throw badRequest('Your Profile board cannot have collaborators', 'board_id');
    const user = await findUserByUsername(trx, o.username, ctx.viewer!.id);
    if (!user) throw notFound(`User ${o.username}`);
    if (await hasBlocked(trx, ctx.viewer!.id, user.id))
      throw badRequest(`You blocked ${user.username}. Unblock them to invite them.`, 'username');
    if (user.id === board.owner_id)
      throw badRequest('The owner is already on this board', 'username');
    const existing = await trx
      .selectFrom('board_collaborators')
      .select('status')
      .where('board_id', '=', board.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (existing)
      throw badRequest(
        existing.status === 'accepted'
          ? `${user.username} already collaborates on this board`
          : `${user.username} is already invited`,
        'username',
      );
    const row = {
      board_id: board.id,
      user_id: user.id,
      status: 'pending' as const,
      invited_by: ctx.viewer!.id,
      created_at: nowIso(),
    };
    await trx.insertInto('board_collaborators').values(row).execute();
    await notify(trx, {
      kind: 'board_invited',
      recipientId: user.id,
      actorId: row.invited_by,
      boardId: board.id,
    });
    return {
      user: toUserSummary(user),
      status: row.status,
      invitedBy: row.invited_by,
      createdAt: row.created_at,
    };
  });
}

/** The invitee accepts; answers the board, now visible and editable to them per its permissions. */
export async function acceptInvite(ctx: CallContext, boardId: string) {
  const me = ctx.viewer!.id;
  // An invite onto the board of someone now hidden from the invitee is no longer there to take.
  const board = await findBoardById(ctx.db, boardId, me);
  if (!board || isSet(board.owner_hidden)) throw notFound('Invite');
  await ctx.db.transaction().execute(async (trx) => {
    const invite = await trx
      .selectFrom('board_collaborators')
      .select('invited_by')
      .where('board_id', '=', boardId)
      .where('user_id', '=', me)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!invite) throw notFound('Invite');
    const res = await trx
      .updateTable('board_collaborators')
      .set({ status: 'accepted' })
      .where('board_id', '=', boardId)
      .where('user_id', '=', me)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound('Invite');
    await notify(trx, {
      kind: 'invite_accepted',
      recipientId: invite.invited_by,
      actorId: me,
      boardId,
    });
  });
  return presentBoard(ctx, (await findBoardById(ctx.db, boardId, me))!);
}

/**
 * Removes a collaborator or withdraws/declines an invite. The owner may remove anyone; a
 * collaborator or invitee may remove only themself (leave or decline).
 */
export async function removeCollaborator(
  ctx: CallContext,
  o: z.output<typeof CollaboratorRemoveOptions>,
  status: 'pending' | 'accepted',
) {
  const me = ctx.viewer!.id;
  await ctx.db.transaction().execute(async (trx) => {
    const board = await findBoardById(trx, o.board_id, me);
    const isSelf = o.invited_user_id === me;
    const isInvitee = isSelf && board?.viewer_collab_status === status;
    if (!board || (!canViewBoard(board, me) && !isInvitee)) throw notFound('Board');
    if (!isSelf && board.owner_id !== me)
      throw forbidden('Only the board owner can remove collaborators');
    const res = await trx
      .deleteFrom('board_collaborators')
      .where('board_id', '=', board.id)
      .where('user_id', '=', o.invited_user_id)
      .where('status', '=', status)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0)
      throw notFound(status === 'pending' ? 'Invite' : 'Collaborator');
  });
  return { board_id: o.board_id, user_id: o.invited_user_id };
}

/** Collaborators of a board: everyone who can see the board sees accepted ones; owner and collaborators also see pending invites. */
export async function listCollaborators(
  ctx: CallContext,
  boardId: string,
): Promise<Collaborator[]> {
  const viewerId = viewerIdOf(ctx);
  const board = await findBoardById(ctx.db, boardId, viewerId);
  if (!board || !canViewBoard(board, viewerId)) throw notFound('Board');
  const insider = board.owner_id === viewerId || isCollaborator(board, viewerId);
  let q = ctx.db
    .selectFrom('board_collaborators as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'u.id',
      'u.username',
      'u.first_name',
      'u.full_name',
      'u.avatar_signature',
      'c.status',
      'c.invited_by',
      'c.created_at',
    ])
    .where('c.board_id', '=', board.id)
    .where(personVisible('u.id', viewerId));
  if (!insider) q = q.where('c.status', '=', 'accepted');
  const rows = await q.orderBy('c.created_at').execute();
  return rows.map((r) => ({
    user: toUserSummary(r),
    status: r.status,
    invitedBy: r.invited_by,
    createdAt: r.created_at,
  }));
}

/** The viewer's pending invites. */
export async function myInvites(ctx: CallContext): Promise<BoardInvite[]> {
  const rows = await ctx.db
    .selectFrom('board_collaborators as c')
    .innerJoin('boards as b', 'b.id', 'c.board_id')
    .innerJoin('users as o', 'o.id', 'b.owner_id')
    .innerJoin('users as i', 'i.id', 'c.invited_by')
    .select([
      'b.id as board_id',
      'b.name',
      'b.slug',
      'o.username as owner_username',
      'c.created_at',
    ])
    .select(['i.id', 'i.username', 'i.first_name', 'i.full_name', 'i.avatar_signature'])
    .where('c.user_id', '=', ctx.viewer!.id)
    .where('c.status', '=', 'pending')
    // Not from, nor onto a board of, someone hidden from the viewer.
    .where(personVisible('b.owner_id', ctx.viewer!.id))
    .where(personVisible('c.invited_by', ctx.viewer!.id))
    .orderBy('c.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    board: { id: r.board_id, name: r.name, url: boardUrl(r.owner_username, r.slug) },
    invitedBy: toUserSummary(r),
    createdAt: r.created_at,
  }));
}
