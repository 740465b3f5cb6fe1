import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  Conversation,
  ConversationCreateOptions,
  ConversationSummary,
  Message,
  MessageCreateOptions,
  Pin,
} from '@tack/contract';
import { INVITE_CHANNELS } from '@tack/contract/invite';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { presentPins } from '../pins/pins.present.ts';
import { canMessage } from '../privacy/privacy.service.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { storeInviteCode } from './invite-codes.service.ts';
import {
  appendMessage,
  conversationBetween,
  conversationsOf,
  markReadUpTo,
  messagesOf,
  unreadCounts,
} from './conversations.repository.ts';
import { checkRecipients } from './send.service.ts';

type MessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

/** Pins by id as the viewer sees them now: a pin they lost sight of is left out. */
async function pinsSeenBy(db: Kysely<Database>, me: string, ids: string[]) {
  const out = new Map<string, Pin>();
  const unique = [...new Set(ids)];
  if (!unique.length) return out;
  const rows = await pinsQuery(db, me).where('pins.id', 'in', unique).execute();
  for (const pin of await presentPins(db, me, rows)) out.set(pin.id, pin);
  return out;
}

function toMessage(row: MessageRow, pins: Map<string, Pin>): Message {
  const pin = row.pin_id ? (pins.get(row.pin_id) ?? null) : null;
  return {
    id: row.message_id,
    sender: toUserSummary(row),
    text: row.text,
    pin,
    inviteCode: pin ? row.invite_code : null,
    createdAt: row.created_at,
  };
}

/** A conversation of the viewer's with someone they may see, or 404 for anyone else. */
async function memberRow(ctx: CallContext, id: string) {
  const row = await conversationsOf(ctx.db, ctx.viewer!.id)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Conversation');
  return row;
}

export async function getConversation(ctx: CallContext, id: string): Promise<Conversation> {
  const me = ctx.viewer!.id;
  const row = await memberRow(ctx, id);
  const rows = await messagesOf(ctx.db, id);
  const pins = await pinsSeenBy(
    ctx.db,
    me,
    rows.flatMap((r) => (r.pin_id ? [r.pin_id] : [])),
  );
  return {
    id,
    with: toUserSummary(row),
    messages: rows.map((r) => toMessage(r, pins)),
    canReply: await canMessage(ctx.db, me, row.id),
  };
}

export async function listConversations(ctx: CallContext) {
  const me = ctx.viewer!.id;
  const rows = await conversationsOf(ctx.db, me)
    .where('c.last_message_id', 'is not', null)
    .orderBy('c.last_message_id', 'desc')
    .limit(100)
    .execute();
  const unread = await unreadCounts(ctx.db, me, rows);
  const lastIds = rows.map((r) => r.last_message_id!);
  const last = lastIds.length
    ? await ctx.db
        .selectFrom('conversation_messages as m')
        .innerJoin('users as u', 'u.id', 'm.sender_id')
        .select(['u.id', 'u.username', 'u.first_name', 'u.full_name', 'u.avatar_signature'])
        .select(['m.id as message_id', 'm.text', 'm.pin_id', 'm.invite_code', 'm.created_at'])
        .where('m.id', 'in', lastIds)
        .execute()
    : [];
  const byId = new Map(last.map((m) => [m.message_id, m]));
  const items: ConversationSummary[] = rows.map((r) => {
    const m = byId.get(r.last_message_id!);
    return {
      id: r.conversation_id,
      with: toUserSummary(r),
      lastMessage: m
        ? {
            id: m.message_id,
            sender: toUserSummary(m),
            text: m.text,
            hasPin: m.pin_id !== null,
            inviteCode: null,
            createdAt: m.created_at,
          }
        : null,
      unread: unread.get(r.conversation_id) ?? 0,
    };
  });
  return { items };
}

/**
 * Writes one message into a conversation the writer is already in. The other person must still
 * take messages from the writer (`canMessage`: their setting, blocks, deactivation), and a pin
 * must be one they can see; a pin message gets its own invite code (channel "message").
 */
async function write(
  ctx: CallContext,
  trx: Kysely<Database>,
  conversationId: string,
  otherId: string,
  text: string,
  pinId: string | null,
) {
  const me = ctx.viewer!.id;
  if (!text && !pinId) throw badRequest('Write a message or choose a Pin', 'text');
  if (!(await canMessage(trx, me, otherId)))
    throw badRequest("This person doesn't take messages from you", 'text');
  let code: string | null = null;
  if (pinId) {
    const pin = await pinsQuery(trx, me).where('pins.id', '=', pinId).executeTakeFirst();
    if (!pin) throw notFound('Pin');
    if (!(await pinsQuery(trx, otherId).where('pins.id', '=', pinId).executeTakeFirst()))
      throw badRequest("They can't see this Pin", 'pin_id');
    code = await storeInviteCode(trx, me, 'pin', pinId, INVITE_CHANNELS.message);
  }
  return appendMessage(trx, { conversationId, senderId: me, text, pinId, inviteCode: code });
}

async function limited(ctx: CallContext) {
  const limit = await ctx.messageLimiter.check(ctx.viewer!.id);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
}

/** Starts (or reopens) the conversation with someone the viewer may send to (send.service). */
export async function startConversation(
  ctx: CallContext,
  o: z.output<typeof ConversationCreateOptions>,
): Promise<Conversation> {
  const me = ctx.viewer!.id;
  await limited(ctx);
  if (o.user_id === me) throw badRequest("You can't message yourself", 'user_id');
  const id = await ctx.db.transaction().execute(async (trx) => {
    await checkRecipients(trx, me, [o.user_id], 'user_id');
    const conversation = await conversationBetween(trx, me, o.user_id);
    await write(ctx, trx, conversation, o.user_id, o.text ?? '', o.pin_id ?? null);
    return conversation;
  });
  await ctx.messageLimiter.hit(me);
  return getConversation(ctx, id);
}

export async function writeMessage(
  ctx: CallContext,
  o: z.output<typeof MessageCreateOptions>,
): Promise<Message> {
  const me = ctx.viewer!.id;
  await limited(ctx);
  const row = await memberRow(ctx, o.conversation_id);
  const messageId = await ctx.db
    .transaction()
    .execute((trx) => write(ctx, trx, o.conversation_id, row.id, o.text ?? '', o.pin_id ?? null));
  await ctx.messageLimiter.hit(me);
  const written = (await messagesOf(ctx.db, o.conversation_id)).find(
    (m) => m.message_id === messageId,
  )!;
  const pins = await pinsSeenBy(ctx.db, me, written.pin_id ? [written.pin_id] : []);
  return toMessage(written, pins);
}

/** Read up to the newest message; answers what is left unread there (0). */
export async function readConversation(ctx: CallContext, id: string) {
  const row = await memberRow(ctx, id);
  if (row.last_message_id) await markReadUpTo(ctx.db, id, ctx.viewer!.id, row.last_message_id);
  return { id, unread: 0 };
}
