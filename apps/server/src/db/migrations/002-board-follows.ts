import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('board_follows_pk', ['user_id', 'board_id'])
    .execute();
  await db.schema
    .createIndex('board_follows_board')
    .on('board_follows')
    .column('board_id')
    .execute();
  await db.schema
    .alterTable('boards')
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boards').dropColumn('follower_count').execute();
  await db.schema.dropTable('board_follows').execute();
}
