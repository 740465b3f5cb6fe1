import type { Kysely } from 'kysely';

/**
 * Notification emails and the colour theme (issue 16).
 *
 * - The sweep that sends notification emails looks for lines not yet emailed and not yet read,
 *   changed recently; this index keeps that a range scan instead of a walk over every line.
 * - `users.theme`: the colour theme a person chose in Settings, Account (`system` follows the
 *   device). The server renders it into the page, so the first paint is already in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('notifications_unemailed')
    .on('notifications')
    .columns(['emailed_at', 'read_at', 'updated_at'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('theme').execute();
  await db.schema.dropIndex('notifications_unemailed').execute();
}
