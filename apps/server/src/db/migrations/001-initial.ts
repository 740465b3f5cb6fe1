import type { Kysely } from 'kysely';

// Migrations use only Kysely's schema builder and never import app code: they must keep
// working as the app changes. Types are chosen to mean the same on SQLite and PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('avatar_signature', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-US'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('images')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('dominant_color', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('boards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('privacy', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('cover_pin_id', 'text')
    .addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('section_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_pinned_at', 'text')
    .addUniqueConstraint('boards_owner_slug', ['owner_id', 'slug'])
    .execute();

  await db.schema
    .createTable('board_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sections_board_slug', ['board_id', 'slug'])
    .execute();

  await db.schema
    .createTable('pins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pinner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('section_id', 'text', (c) => c.references('board_sections.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('domain', 'text')
    .addColumn('alt_text', 'text')
    .addColumn('image_signature', 'text', (c) => c.notNull().references('images.signature'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('dominant_color', 'text', (c) => c.notNull())
    .addColumn('rich_summary', 'text')
    .addColumn('carousel_data', 'text')
    .addColumn('is_promoted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promoter_name', 'text')
    .addColumn('origin_pin_id', 'text', (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('save_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Feed queries page by id (ids sort by creation), filtered by board or pinner.
  await db.schema.createIndex('pins_board_id').on('pins').columns(['board_id', 'id']).execute();
  await db.schema.createIndex('pins_pinner_id').on('pins').columns(['pinner_id', 'id']).execute();
  await db.schema.createIndex('pins_section_id').on('pins').columns(['section_id', 'id']).execute();
  await db.schema.createIndex('pins_origin').on('pins').column('origin_pin_id').execute();

  await db.schema
    .createTable('saves')
    .addColumn('saved_pin_id', 'text', (c) =>
      c.primaryKey().references('pins.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saves_user_pin')
    .on('saves')
    .columns(['user_id', 'pin_id'])
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pin_id', 'text', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'pin_id'])
    .execute();
  await db.schema.createIndex('favorites_pin').on('favorites').column('pin_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'favorites',
    'saves',
    'pins',
    'board_sections',
    'boards',
    'images',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
