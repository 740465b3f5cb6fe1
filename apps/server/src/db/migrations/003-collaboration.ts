import type { Kysely } from 'kysely';

/** Collaborators, their permissions, reactions, archiving and profile view preferences. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_collaborators')
    .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('board_collaborators_pk', ['board_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('board_collaborators_user')
    .on('board_collaborators')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .alterTable('boards')
    .addColumn('collaborator_permissions', 'text', (c) =>
      c.notNull().defaultTo('["save_pin","edit_pin","move_pin","create_section","favorite"]'),
    )
    .execute();
  await db.schema
    .alterTable('boards')
    .addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('reactions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('reaction_type', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reactions_pk', ['user_id', 'pin_id'])
    .execute();
  await db.schema
    .createIndex('reactions_pin')
    .on('reactions')
    .columns(['pin_id', 'reaction_type'])
    .execute();
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('pins')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pins').dropColumn('note').execute();
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.dropTable('reactions').execute();
  await db.schema.alterTable('boards').dropColumn('is_archived').execute();
  await db.schema.alterTable('boards').dropColumn('collaborator_permissions').execute();
  await db.schema.dropTable('board_collaborators').execute();
}
