import type { Kysely } from 'kysely';

/**
 * Invite codes and conversations (issue 13, messaging-consent-routes.md §3, §4 "Invite landing").
 *
 * - `invite_codes`: a share link a person made for a pin, a board or their profile, with the
 *   channel it went out on (INVITE_CHANNELS in the contract). The code is a handle, not a
 *   credential: it grants nothing, it only says who shared (and is rate limited where guessed).
 * - `conversations` between two people (`pair_key` is the two ids sorted, so one pair has one
 *   conversation), their members with how far each has read, and the messages: text, a shared
 *   pin, or both. A pin message keeps the invite code made for it, so the pin opened from the
 *   conversation says who shared it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invite_codes_sender')
    .on('invite_codes')
    .column('sender_id')
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The newest message's id: the list sorts by it.
    .addColumn('last_message_id', 'text')
    .execute();
  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The newest message this member has read ('' when none).
    .addColumn('read_up_to', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('conversation_members_user')
    .on('conversation_members')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pin_id', 'text', (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('invite_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation')
    .on('conversation_messages')
    .columns(['conversation_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('conversation_members').execute();
  await db.schema.dropTable('conversations').execute();
  await db.schema.dropTable('invite_codes').execute();
}
