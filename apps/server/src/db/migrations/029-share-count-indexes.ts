import type { Kysely } from 'kysely';

/**
 * A pin's shareCount (PC §3) is counted on every page of pins: its sends in conversations and
 * the share links made for it. These indexes keep both counts to the pins of the page, and let
 * a link be matched to the message that carries it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('conversation_messages_pin')
    .on('conversation_messages')
    .column('pin_id')
    .execute();
  await db.schema
    .createIndex('conversation_messages_invite_code')
    .on('conversation_messages')
    .column('invite_code')
    .execute();
  await db.schema
    .createIndex('invite_codes_object')
    .on('invite_codes')
    .columns(['object_type', 'object_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invite_codes_object').execute();
  await db.schema.dropIndex('conversation_messages_invite_code').execute();
  await db.schema.dropIndex('conversation_messages_pin').execute();
}
