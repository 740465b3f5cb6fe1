import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { personVisible } from '../privacy/hidden-people.ts';

/** One conversation per pair of people: their ids sorted. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The newest messages a conversation page shows (older ones are not paged yet). */
export const CONVERSATION_PAGE = 50;

export const PERSON = [
  'u.id',
  'u.username',
  'u.first_name',
  'u.full_name',
  'u.avatar_signature',
] as const;

/** The conversation between two people, made on first use. */
export async function conversationBetween(
  trx: Kysely<Database>,
  a: string,
  b: string,
): Promise<string> {
  const key = pairKey(a, b);
  const found = await trx
    .selectFrom('conversations')
    .select('id')
    .where('pair_key', '=', key)
    .executeTakeFirst();
  if (found) return found.id;
  const id = newId();
  await trx
    .insertInto('conversations')
    .values({ id, pair_key: key, created_at: nowIso(), last_message_id: null })
    .execute();
  await trx
    .insertInto('conversation_members')
    .values([
      { conversation_id: id, user_id: a },
      { conversation_id: id, user_id: b },
    ])
    .execute();
  return id;
}

export interface NewMessage {
  conversationId: string;
  senderId: string;
  text: string;
  pinId: string | null;
  inviteCode: string | null;
}

/** Appends a message; the sender has read their own conversation up to it. */
export async function appendMessage(trx: Kysely<Database>, m: NewMessage): Promise<string> {
  const id = newId();
  await trx
    .insertInto('conversation_messages')
    .values({
      id,
      conversation_id: m.conversationId,
      sender_id: m.senderId,
      text: m.text,
      pin_id: m.pinId,
      invite_code: m.inviteCode,
      created_at: nowIso(),
    })
    .execute();
  await trx
    .updateTable('conversations')
    .set({ last_message_id: id })
    .where('id', '=', m.conversationId)
    .execute();
  await markReadUpTo(trx, m.conversationId, m.senderId, id);
  return id;
}

export const markReadUpTo = (
  db: Kysely<Database>,
  conversationId: string,
  userId: string,
  messageId: string,
) =>
  db
    .updateTable('conversation_members')
    .set({ read_up_to: messageId })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('read_up_to', '<', messageId)
    .execute();

/**
 * The viewer's conversations with people they may see (not deactivated, not blocking them), the
 * other person in each, and how far the viewer has read. Newest message first.
 */
export function conversationsOf(db: Kysely<Database>, me: string) {
  return db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
    .innerJoin('conversation_members as theirs', (j) =>
      j.onRef('theirs.conversation_id', '=', 'c.id').on('theirs.user_id', '!=', me),
    )
    .innerJoin('users as u', 'u.id', 'theirs.user_id')
    .select(PERSON)
    .select(['c.id as conversation_id', 'c.last_message_id', 'mine.read_up_to'])
    .where('mine.user_id', '=', me)
    .where(personVisible('u.id', me));
}

/** Unread messages per conversation (from the other person, after the viewer's mark). */
export async function unreadCounts(
  db: Kysely<Database>,
  me: string,
  rows: { conversation_id: string; read_up_to: string }[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!rows.length) return out;
  const counts = await db
    .selectFrom('conversation_messages as m')
    .innerJoin('conversation_members as mine', (j) =>
      j.onRef('mine.conversation_id', '=', 'm.conversation_id').on('mine.user_id', '=', me),
    )
    .select(['m.conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(
      'm.conversation_id',
      'in',
      rows.map((r) => r.conversation_id),
    )
    .where('m.sender_id', '!=', me)
    .whereRef('m.id', '>', 'mine.read_up_to')
    .groupBy('m.conversation_id')
    .execute();
  for (const c of counts) out.set(c.conversation_id, Number(c.n));
  return out;
}

/** How many conversations have a message the viewer has not read: the header's count. */
export async function unreadConversationCount(db: Kysely<Database>, me: string): Promise<number> {
  const row = await conversationsOf(db, me)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .whereRef('c.last_message_id', '>', 'mine.read_up_to')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Messages of a conversation, newest CONVERSATION_PAGE of them, oldest first. */
export async function messagesOf(db: Kysely<Database>, conversationId: string) {
  const rows = await db
    .selectFrom('conversation_messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select(PERSON)
    .select(['m.id as message_id', 'm.text', 'm.pin_id', 'm.invite_code', 'm.created_at'])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.id', 'desc')
    .limit(CONVERSATION_PAGE)
    .execute();
  return rows.reverse();
}
