import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { InviteCode, InviteCodeCreateOptions, InviteCodeMetadata } from '@tack/contract';
import { INVITE_CHANNELS, type InviteObject } from '@tack/contract/invite';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { visiblePinIds } from '../pins/pins.repository.ts';
import { visibleBoard, viewerIdOf } from '../boards/boards.access.ts';
import { boardUrl } from '../boards/board-rules.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import { canMessage } from '../privacy/privacy.service.ts';
import { toUserSummary } from '../users/users.mapper.ts';

/** 12 random bytes: 16 URL-safe characters, far too many to guess. */
export const newInviteCode = () => randomBytes(12).toString('base64url');

/** Stores a new code for `object` (already checked visible to the sender) and answers it. */
export async function storeInviteCode(
  db: Kysely<Database>,
  senderId: string,
  objectType: InviteObject,
  objectId: string,
  channel: number,
): Promise<string> {
  const code = newInviteCode();
  await db
    .insertInto('invite_codes')
    .values({
      code,
      sender_id: senderId,
      object_type: objectType,
      object_id: objectId,
      channel,
      created_at: nowIso(),
    })
    .execute();
  return code;
}

/**
 * A share link for a pin or board the sender can see, or their own profile. A board's link goes
 * through the login flow with `board_url` (MC §2.2): after logging in the invitee lands on the
 * board, which accepts their invite.
 */
export async function createInviteCode(
  ctx: CallContext,
  o: z.output<typeof InviteCodeCreateOptions>,
): Promise<InviteCode> {
  const me = ctx.viewer!;
  const channel = INVITE_CHANNELS[o.channel];
  let url: string;
  if (o.object_type === 'pin') {
    if (!(await visiblePinIds(ctx.db, me.id, [o.object_id])).has(o.object_id))
      throw notFound('Pin');
    url = `/pin/${o.object_id}/`;
  } else if (o.object_type === 'board') {
    const board = await visibleBoard(ctx, o.object_id);
    url = boardUrl(board.username, board.slug);
  } else {
    // Only your own profile: a link that says "Sam invited you" must be Sam's.
    if (o.object_id !== me.id) throw notFound('Profile');
    url = `/${me.username}/`;
  }
  const code = await storeInviteCode(ctx.db, me.id, o.object_type, o.object_id, channel);
  const link =
    o.object_type === 'board'
      ? `/login/?${new URLSearchParams({ board_url: url, invite_code: code })}`
      : `${url}?invite_code=${code}`;
  return { invite_code: code, invite_channel: channel, url: link };
}

/**
 * Who shared a link (§3 "Invite code metadata"). A code that names nothing, or a sender the
 * viewer may not see (deactivated, or who blocked them), answers 404: the page then shows no
 * invite (§8). `should_show_messaging`: signed in, whether the two may message each other both
 * ways; signed out, whether the sender takes messages from anyone.
 */
export async function inviteMetadata(ctx: CallContext, code: string): Promise<InviteCodeMetadata> {
  const viewer = viewerIdOf(ctx);
  const row = await ctx.db
    .selectFrom('invite_codes as ic')
    .innerJoin('users as u', 'u.id', 'ic.sender_id')
    .select([
      'ic.channel',
      'ic.object_type',
      'ic.object_id',
      'u.id',
      'u.username',
      'u.first_name',
      'u.full_name',
      'u.avatar_signature',
      'u.message_policy',
    ])
    .where('ic.code', '=', code)
    .where(personVisible('u.id', viewer))
    .executeTakeFirst();
  if (!row) throw notFound('Invite');
  const summary = toUserSummary(row);
  const messaging =
    viewer === null
      ? row.message_policy !== 'nobody'
      : viewer !== row.id &&
        (await canMessage(ctx.db, viewer, row.id)) &&
        (await canMessage(ctx.db, row.id, viewer));
  return {
    sender: {
      id: row.id,
      should_show_messaging: messaging,
      image_medium_url: summary.imageMediumUrl,
      is_default_image: row.avatar_signature === null,
      first_name: row.first_name,
      full_name: row.full_name,
      username: row.username,
    },
    invite_channel: Number(row.channel),
    object_type: row.object_type,
    object_id: row.object_id,
  };
}
