import type { Kysely } from 'kysely';

/**
 * The media cleanup asks "does any pin still show this image?" before it removes an image, and a
 * PostgreSQL foreign key check on deleting an image asks the same: without this index both scan
 * every pin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('pins_image_signature')
    .on('pins')
    .column('image_signature')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pins_image_signature').execute();
}
