import type { Kysely } from 'kysely';

/**
 * Motion on pins: a video (plays on hover), a gif embed, or story pages, as one JSON column
 * (`{ video?, gif?, story? }`); null for still images.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pins').addColumn('media', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pins').dropColumn('media').execute();
}
