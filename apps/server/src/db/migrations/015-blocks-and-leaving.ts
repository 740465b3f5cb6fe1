import { sql, type Kysely } from 'kysely';

/**
 * Blocking and leaving (issue 16):
 * - `user_blocks`: who blocked whom. Read by every visibility rule as "the people who blocked
 *   this viewer", so it is keyed by the blocked person first as well.
 * - `users.deactivated_at`: a deactivated account is hidden from everyone until its owner logs in
 *   again; `users.message_policy`: who may message the user (everyone, people they follow, nobody).
 * - `media_purges`: images a deleted account used, queued in the deletion's own transaction and
 *   removed after it commits (or by the next media cleanup, after a crash in between).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema
    .createIndex('user_blocks_blocked')
    .on('user_blocks')
    .columns(['blocked_id', 'blocker_id'])
    .execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('message_policy', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  // "Every deactivated account" is asked by each visibility check: a partial index holds just
  // those (few) accounts, so the answer never scans the users.
  await db.schema
    .createIndex('users_deactivated')
    .on('users')
    .column('id')
    .where(sql.ref('deactivated_at'), 'is not', null)
    .execute();
  await db.schema
    .createTable('media_purges')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_purges').execute();
  await db.schema.dropIndex('users_deactivated').execute();
  await db.schema.alterTable('users').dropColumn('message_policy').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
  await db.schema.dropTable('user_blocks').execute();
}
