import type { Kysely } from 'kysely';

/**
 * The home feed reads original pins (origin_pin_id is null) newest first. With an index on
 * (origin_pin_id, id) both engines walk it in order and stop after a page, instead of
 * collecting every original pin and sorting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pins_origin').execute();
  await db.schema
    .createIndex('pins_origin_id')
    .on('pins')
    .columns(['origin_pin_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pins_origin_id').execute();
  await db.schema.createIndex('pins_origin').on('pins').column('origin_pin_id').execute();
}
