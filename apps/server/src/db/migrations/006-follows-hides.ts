import type { Kysely } from 'kysely';

/** User follows, and pins a viewer hid, per surface (home feed, search, news item, p2p). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema
    .createIndex('user_follows_followee')
    .on('user_follows')
    .columns(['followee_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('hidden_pins')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('surface', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hidden_pins_pk', ['user_id', 'surface', 'pin_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hidden_pins').execute();
  await db.schema.dropTable('user_follows').execute();
}
